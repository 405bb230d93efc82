import { errorMessage, type Notifier } from '@core';
import { useMemo } from 'react';
import {
  ApplicationInState,
  type ManagedApplication,
  type ManagedApplicationApi,
} from '../../api/managed-application-api';

type Named = Pick<ManagedApplication, 'uniqueId' | 'name'>;

/**
 * Enabling, disabling, removing an application and choosing its roles. Each says how it went — the
 * server's reason on refusal, such as 系统应用不能停用 — and calls `onChanged` so the page reloads
 * the page it shows.
 */
export function useApplicationCommands(
  api: ManagedApplicationApi,
  notifier: Notifier,
  onChanged: () => void,
) {
  return useMemo(
    () => ({
      /** Whether the state was changed. */
      async setState(application: Named, inState: ApplicationInState): Promise<boolean> {
        try {
          await api.modifyState(application.uniqueId, inState);
          notifier.success(
            inState === ApplicationInState.disabled
              ? `已停用「${application.name}」`
              : `已启用「${application.name}」`,
          );
          onChanged();
          return true;
        } catch (error) {
          notifier.error(errorMessage(error));
          return false;
        }
      },
      /** Whether the application was removed. */
      async remove(application: Named): Promise<boolean> {
        try {
          await api.remove(application.uniqueId);
          notifier.success(`已移除「${application.name}」`);
          onChanged();
          return true;
        } catch (error) {
          notifier.error(errorMessage(error));
          return false;
        }
      },
      /** Rejects with the refusal, which the roles dialog shows above the kept choice. */
      async saveRoles(application: Named, roleUniqueIds: string[]): Promise<void> {
        await api.modifyRoles(application.uniqueId, roleUniqueIds);
        notifier.success(`已更新「${application.name}」的可用角色`);
        onChanged();
      },
    }),
    [api, notifier, onChanged],
  );
}
