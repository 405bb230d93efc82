import { departmentNamesOf } from '@core/components';
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

/** The names of the departments `uniqueIds` names, in that order (unknown ones left out). */
export function departmentNames(
  departments: readonly DepartmentOption[],
  uniqueIds: readonly string[],
): string[] {
  const names = departmentNamesOf(departments);
  return uniqueIds.flatMap((uniqueId) => {
    const name = names.get(uniqueId);
    return name === undefined ? [] : [name];
  });
}
