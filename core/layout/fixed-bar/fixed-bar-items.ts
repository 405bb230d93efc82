import type { AtriumPlugin } from '../../plugin/define-plugin';
import { type ShellAccess, shellEntries } from '../shell-entries';

/** One entry of the fixed left bar (spec §2 "Fixed left bar"). */
export interface FixedBarItem {
  key: string;
  label: string;
  path: string;
  /** A resource icon name; the workbench's own is drawn by the bar. */
  icon?: string;
}

export const DASHBOARD_PATH = '/dashboard';

/**
 * 工作台, then what the areas' manifests declare (`shell.fixedBar`) and the member may see, in their
 * order (each when its `when` holds: always, its application held, or its resource granted).
 */
export function fixedBarItems(plugins: readonly AtriumPlugin[], access: ShellAccess): FixedBarItem[] {
  return [
    { key: 'dashboard', label: '工作台', path: DASHBOARD_PATH },
    ...shellEntries(plugins, 'fixedBar', access).map((entry) => ({
      key: entry.key,
      label: entry.declaration.label,
      path: entry.path,
      icon: entry.declaration.icon,
    })),
  ];
}
