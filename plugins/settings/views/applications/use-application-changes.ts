import { useService } from '@core';
import type { ChangeOptions } from '@core/data';
import { useMemo } from 'react';
import {
  ApplicationInState,
  type ManagedApplication,
  ManagedApplicationApi,
} from '../../api/managed-application-api';
import { SettingsTag } from '../../api/settings-queries';

type Named = Pick<ManagedApplication, 'uniqueId' | 'name'>;

/**
 * Enabling, disabling, removing an application and choosing its roles, as changes the row actions and
 * the roles dialog run (`useChange`). Each says how it went — the server's reason on refusal, such as
 * 系统应用不能停用 — and invalidates the `applications` tag, so the list reloads the page it shows.
 */
export function useApplicationChanges() {
  const api = useService(ManagedApplicationApi);
  return useMemo(() => {
    const setState = (inState: ApplicationInState): ChangeOptions<Named, unknown> => ({
      change: (application) => api.modifyState(application.uniqueId, inState),
      invalidates: [SettingsTag.applications],
      awaitReload: true,
      success: (_changed, application) =>
        inState === ApplicationInState.disabled
          ? `已停用「${application.name}」`
          : `已启用「${application.name}」`,
    });
    const remove: ChangeOptions<Named, unknown> = {
      change: (application) => api.remove(application.uniqueId),
      invalidates: [SettingsTag.applications],
      awaitReload: true,
      success: (_removed, application) => `已移除「${application.name}」`,
    };
    /** Its refusal is the roles dialog's to show, above the kept choice. */
    const saveRoles: ChangeOptions<{ application: Named; roleUniqueIds: string[] }, unknown> = {
      change: ({ application, roleUniqueIds }) => api.modifyRoles(application.uniqueId, roleUniqueIds),
      // The roles' grants (角色管理) changed with it.
      invalidates: [SettingsTag.applications, SettingsTag.roles],
      success: (_saved, { application }) => `已更新「${application.name}」的可用角色`,
    };
    return {
      enable: setState(ApplicationInState.enabled),
      disable: setState(ApplicationInState.disabled),
      remove,
      saveRoles,
    };
  }, [api]);
}

export type ApplicationChanges = ReturnType<typeof useApplicationChanges>;
