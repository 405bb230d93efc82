import { useService } from '@core';
import type { ChangeOptions } from '@core/data';
import { useMemo } from 'react';
import { SettingsTag } from '../../api/settings-queries';
import { StaffApi, StaffState, type StaffSummary } from '../../api/staff-api';

type Member = Pick<StaffSummary, 'uniqueId' | 'name'>;

/**
 * Enabling, disabling and removing a member, declared once for the list's row actions and the
 * detail's buttons (each runs them through `useChange`): each says how it went (the server's reason on
 * refusal, e.g. 不能停用自己, as a toast) and invalidates the `staff` tag (the list, the detail, the
 * department tree and the role list reload).
 */
export function useStaffChanges() {
  const api = useService(StaffApi);
  return useMemo(() => {
    const setState = (state: StaffState): ChangeOptions<Member, unknown> => ({
      change: (member) => api.modifyState(member.uniqueId, state),
      invalidates: [SettingsTag.staff],
      success: (_updated, member) =>
        state === StaffState.disabled ? `已停用「${member.name}」` : `已启用「${member.name}」`,
    });
    const remove: ChangeOptions<Member, unknown> = {
      change: (member) => api.remove(member.uniqueId),
      invalidates: [SettingsTag.staff],
      success: (_removed, member) => `已删除「${member.name}」`,
    };
    return { enable: setState(StaffState.active), disable: setState(StaffState.disabled), remove };
  }, [api]);
}

export type StaffChanges = ReturnType<typeof useStaffChanges>;
