import { errorMessage, Notifier, useService } from '@core';
import { useInvalidate } from '@core/data';
import { useMemo } from 'react';
import { SettingsTag } from '../../api/settings-queries';
import { StaffApi, StaffState, type StaffSummary } from '../../api/staff-api';

type Member = Pick<StaffSummary, 'uniqueId' | 'name'>;

/**
 * Disabling, enabling and removing a member, shared by the list and the detail: each says how it
 * went (the server's reason on refusal, e.g. 不能停用自己) and invalidates the `staff` tag (the list, the detail, the department
 * tree and the role list reload).
 */
export function useStaffCommands() {
  const api = useService(StaffApi);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();
  return useMemo(
    () => ({
      /** The member as now stored, or undefined when refused. */
      async setState(member: Member, state: StaffState): Promise<StaffSummary | undefined> {
        try {
          const updated = await api.modifyState(member.uniqueId, state);
          void invalidate(SettingsTag.staff);
          notifier.success(
            state === StaffState.disabled ? `已停用「${member.name}」` : `已启用「${member.name}」`,
          );
          return updated;
        } catch (error) {
          notifier.error(errorMessage(error));
          return undefined;
        }
      },
      /** Whether the member was removed. */
      async remove(member: Member): Promise<boolean> {
        try {
          await api.remove(member.uniqueId);
          void invalidate(SettingsTag.staff);
          notifier.success(`已删除「${member.name}」`);
          return true;
        } catch (error) {
          notifier.error(errorMessage(error));
          return false;
        }
      },
    }),
    [api, notifier, invalidate],
  );
}
