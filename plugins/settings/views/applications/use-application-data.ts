import { errorMessage } from '@core';
import { useEffect, useState } from 'react';
import type {
  ManagedApplicationApi,
  ManagedApplicationPage,
  ManagedApplicationQuery,
} from '../../api/managed-application-api';
import type { RoleApi, RoleSummary } from '../../api/role-api';

/**
 * One page of installed applications for `query`, loaded again when the query changes, after an
 * action (`revision`), on 重试, and each time the kept-alive view is shown again (its effects re-run
 * then): applications opened in 应用中心 meanwhile appear. The previous rows stay while loading.
 */
export function useApplicationPage(
  api: ManagedApplicationApi,
  query: ManagedApplicationQuery,
  revision: number,
) {
  const [page, setPage] = useState<ManagedApplicationPage>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is what an action or 重试 changes to load again.
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api.page(query).then(
      (answer) => {
        if (cancelled) return;
        setPage(answer);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (cancelled) return;
        setError(errorMessage(failure, '加载失败，请稍后再试'));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, query, revision]);
  return { page, loading, error };
}

/**
 * The organisation's roles by uniqueId, for the role names of the table; undefined until loaded (or
 * when they cannot be: the table then shows how many roles hold an application).
 */
export function useRoles(api: RoleApi, revision: number) {
  const [roles, setRoles] = useState<ReadonlyMap<string, RoleSummary>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is what an action or 重试 changes to load again.
  useEffect(() => {
    let cancelled = false;
    api.list().then(
      (list) => !cancelled && setRoles(rolesById(list)),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [api, revision]);
  return { roles, setRoles: (list: readonly RoleSummary[]) => setRoles(rolesById(list)) };
}

const rolesById = (list: readonly RoleSummary[]) => new Map(list.map((role) => [role.uniqueId, role]));
