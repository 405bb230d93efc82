import { KnownAgentId } from '@manifests/known-applications';

/** One entry of the fixed left bar (spec §2 "Fixed left bar"). */
export interface FixedBarItem {
  key: 'dashboard' | 'approval' | 'application-center' | 'settings';
  label: string;
  path: string;
}

export const DASHBOARD_PATH = '/dashboard';
export const APPROVAL_PATH = '/PC_APPROVAL_MANAGEMENT';
export const APPLICATION_CENTER_PATH = '/PC_APPLICATION_CENTER';
export const SETTINGS_PATH = '/PC_SETTING_MANAGEMENT';

/** 工作台, 审批 (if held), 应用中心, 设置 (if the settings resource was granted). */
export function fixedBarItems(access: { holds: (agentId: string) => boolean; settingsAvailable: boolean }) {
  const items: FixedBarItem[] = [{ key: 'dashboard', label: '工作台', path: DASHBOARD_PATH }];
  if (access.holds(KnownAgentId.approval))
    items.push({ key: 'approval', label: '审批', path: APPROVAL_PATH });
  items.push({ key: 'application-center', label: '应用中心', path: APPLICATION_CENTER_PATH });
  if (access.settingsAvailable) items.push({ key: 'settings', label: '设置', path: SETTINGS_PATH });
  return items;
}
