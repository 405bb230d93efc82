import { errorMessage } from '@core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoleApi, RoleSummary } from '../../api/role-api';

export type RoleListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; roles: RoleSummary[] };

/**
 * The organisation's roles for 角色管理's left list. Loaded when the view mounts and refreshed
 * quietly (the list stays on screen) each time its kept-alive tab is shown again and after a change,
 * so member counts follow changes made on the staff pages.
 */
export function useRoleList(api: RoleApi) {
  const [state, setState] = useState<RoleListState>({ kind: 'loading' });
  // Only the latest request may answer: an older, slower one must not overwrite a newer list.
  const latest = useRef(0);
  const shown = useRef(false);

  const fetchRoles = useCallback(
    (quiet: boolean) => {
      const request = ++latest.current;
      if (!quiet) setState({ kind: 'loading' });
      api.list().then(
        (roles) => {
          if (request !== latest.current) return;
          shown.current = true;
          setState({ kind: 'ready', roles });
        },
        (error: unknown) => {
          // A quiet refresh that fails keeps the list already shown.
          if (request !== latest.current || (quiet && shown.current)) return;
          setState({ kind: 'failed', message: errorMessage(error, '角色列表加载失败') });
        },
      );
    },
    [api],
  );

  const reload = useCallback(() => fetchRoles(false), [fetchRoles]);
  const refresh = useCallback(() => fetchRoles(shown.current), [fetchRoles]);
  useEffect(refresh, [refresh]);

  /** Shows a role the server answered (added or renamed) at once, before the refresh comes back. */
  const upsert = useCallback((role: RoleSummary) => {
    setState((current) => {
      if (current.kind !== 'ready') return current;
      const known = current.roles.some((each) => each.uniqueId === role.uniqueId);
      const roles = known
        ? current.roles.map((each) => (each.uniqueId === role.uniqueId ? role : each))
        : [...current.roles, role];
      return { kind: 'ready', roles };
    });
  }, []);

  const drop = useCallback((uniqueId: string) => {
    setState((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', roles: current.roles.filter((each) => each.uniqueId !== uniqueId) }
        : current,
    );
  }, []);

  return { state, reload, refresh, upsert, drop };
}
