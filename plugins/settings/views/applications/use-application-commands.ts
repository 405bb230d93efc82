import { errorMessage, Notifier, useService } from '@core';
import { useInvalidate } from '@core/data';
import { useMemo } from 'react';
import {
  ApplicationInState,
  type ManagedApplication,
  ManagedApplicationApi,
} from '../../api/managed-application-api';
import { SettingsTag } from '../../api/settings-queries';

type Named = Pick<ManagedApplication, 'uniqueId' | 'name'>;

/**
 * Enabling, disabling, removing an application and choosing its roles. Each says how it went — the
 * server's reason on refusal, such as 系统应用不能停用 — and invalidates the `applications` tag, so
 * the list reloads the page it shows.
 */
export function useApplicationCommands() {
  const api = useService(ManagedApplicationApi);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();
  return useMemo(() => {
    const changed = () => invalidate(SettingsTag.applications);
    return {
      /** Whether the state was changed. */
      async setState(application: Named, inState: ApplicationInState): Promise<boolean> {
        try {
          await api.modifyState(application.uniqueId, inState);
        } catch (error) {
          notifier.error(errorMessage(error));
          return false;
        }
        notifier.success(
          inState === ApplicationInState.disabled
            ? `已停用「${application.name}」`
            : `已启用「${application.name}」`,
        );
        await changed();
        return true;
      },
      /** Whether the application was removed. */
      async remove(application: Named): Promise<boolean> {
        try {
          await api.remove(application.uniqueId);
        } catch (error) {
          notifier.error(errorMessage(error));
          return false;
        }
        notifier.success(`已移除「${application.name}」`);
        await changed();
        return true;
      },
      /** Rejects with the refusal, which the roles dialog shows above the kept choice. */
      async saveRoles(application: Named, roleUniqueIds: string[]): Promise<void> {
        await api.modifyRoles(application.uniqueId, roleUniqueIds);
        notifier.success(`已更新「${application.name}」的可用角色`);
        // The roles' grants (角色管理) changed with it.
        void invalidate(SettingsTag.applications, SettingsTag.roles);
      },
    };
  }, [api, notifier, invalidate]);
}
