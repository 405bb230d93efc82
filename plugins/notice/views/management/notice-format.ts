import type { DepartmentOption, NoticeScope, PublishedNotice } from '../../api/notice-api';

export const ORGANIZATION_SCOPE_LABEL = '全体成员';

/** Who received a notice, in words: 全体成员, or its departments' names (运营部、物业部). */
export function scopeLabel(notice: Pick<PublishedNotice, 'scope' | 'departments'>): string {
  if (notice.scope === 'organization') return ORGANIZATION_SCOPE_LABEL;
  return notice.departments.map((department) => department.name).join('、');
}

/** The question 发布 asks before sending, naming who will receive the notice. */
export function publishQuestion(scope: NoticeScope, departmentCount: number): string {
  return scope === 'organization'
    ? `确定向${ORGANIZATION_SCOPE_LABEL}发布这条通知？`
    : `确定向所选 ${departmentCount} 个部门发布这条通知？`;
}

/** Percentage of recipients who have read a notice, 0–100, rounded down (100 only when all have). */
export function readPercent(readCount: number, recipientCount: number): number {
  if (recipientCount <= 0) return 0;
  return Math.min(100, Math.floor((readCount / recipientCount) * 100));
}

/** A department as antd's TreeSelect takes it, titled with its member total (运营部（1 人）). */
export interface DepartmentTreeItem {
  key: string;
  value: string;
  title: string;
  children: DepartmentTreeItem[];
}

export function departmentTreeData(departments: readonly DepartmentOption[]): DepartmentTreeItem[] {
  return departments.map((department) => ({
    key: department.uniqueId,
    value: department.uniqueId,
    title: `${department.name}（${department.totalMemberCount} 人）`,
    children: departmentTreeData(department.children),
  }));
}

/** The names of the departments `uniqueIds` names, in that order (unknown ones left out). */
export function departmentNames(
  departments: readonly DepartmentOption[],
  uniqueIds: readonly string[],
): string[] {
  const names = new Map<string, string>();
  const collect = (nodes: readonly DepartmentOption[]) => {
    for (const node of nodes) {
      names.set(node.uniqueId, node.name);
      collect(node.children);
    }
  };
  collect(departments);
  return uniqueIds.flatMap((uniqueId) => {
    const name = names.get(uniqueId);
    return name === undefined ? [] : [name];
  });
}
