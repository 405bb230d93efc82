import { errorMessage, Notifier, useService } from '@core';
import { useMemo } from 'react';
import { StaffApi, StaffState, type StaffSummary } from '../../api/staff-api';
import { StaffChangesStore } from '../../stores/staff-changes-store';

type Member = Pick<StaffSummary, 'uniqueId' | 'name'>;

/**
 * Disabling, enabling and removing a member, shared by the list and the detail: each says how it
 * went (the server's reason on refusal, e.g. 不能停用自己) and marks the staff list stale.
 */
export function useStaffCommands() {
  const api = useService(StaffApi);
  const notifier = useService(Notifier);
  const changes = useService(StaffChangesStore);
  return useMemo(
    () => ({
      /** The member as now stored, or undefined when refused. */
      async setState(member: Member, state: StaffState): Promise<StaffSummary | undefined> {
        try {
          const updated = await api.modifyState(member.uniqueId, state);
          changes.markChanged();
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
          changes.markChanged();
          notifier.success(`已删除「${member.name}」`);
          return true;
        } catch (error) {
          notifier.error(errorMessage(error));
          return false;
        }
      },
    }),
    [api, notifier, changes],
  );
}
