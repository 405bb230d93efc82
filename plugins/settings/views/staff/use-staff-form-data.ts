import { errorMessage, useService } from '@core';
import { useEffect, useRef, useState } from 'react';
import { DepartmentApi, type DepartmentNode } from '../../api/department-api';
import { RoleApi, type RoleSummary } from '../../api/role-api';
import { StaffApi, type StaffDetail, type StaffField } from '../../api/staff-api';

export type StaffFormData =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'ready';
      departments: DepartmentNode[];
      roles: RoleSummary[];
      fields: StaffField[];
      /** The member being modified (undefined when adding). */
      detail: StaffDetail | undefined;
    };

/**
 * What the staff form chooses from (departments, roles, custom fields) and, when modifying, the
 * member. Loaded once per member: a kept-alive form re-runs its effects when its tab is shown again,
 * and reloading then would throw away what was typed.
 */
export function useStaffFormData(uniqueId?: string): { data: StaffFormData; retry(): void } {
  const staffApi = useService(StaffApi);
  const departmentApi = useService(DepartmentApi);
  const roleApi = useService(RoleApi);
  const [data, setData] = useState<StaffFormData>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedFor = useRef<string>(undefined);

  useEffect(() => {
    const key = `${uniqueId ?? ''}#${attempt}`;
    if (loadedFor.current === key) return;
    let cancelled = false;
    setData({ kind: 'loading' });
    Promise.all([
      departmentApi.tree(),
      roleApi.list(),
      staffApi.fields(),
      uniqueId ? staffApi.detail(uniqueId) : Promise.resolve(undefined),
    ]).then(
      ([departments, roles, fields, detail]) => {
        if (cancelled) return;
        loadedFor.current = key;
        setData({ kind: 'ready', departments, roles, fields, detail });
      },
      (error: unknown) => {
        if (!cancelled) setData({ kind: 'failed', message: errorMessage(error, '加载失败，请稍后再试') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [staffApi, departmentApi, roleApi, uniqueId, attempt]);

  return { data, retry: () => setAttempt((value) => value + 1) };
}
