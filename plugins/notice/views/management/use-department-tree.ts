import { errorMessage } from '@core';
import { useCallback, useEffect, useState } from 'react';
import type { DepartmentOption, NoticeApi } from '../../api/notice-api';

export type DepartmentTree =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; departments: DepartmentOption[] };

/** The organisation's departments to choose recipients from; `retry` loads them again. */
export function useDepartmentTree(api: NoticeApi) {
  const [tree, setTree] = useState<DepartmentTree>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what 重试 changes to load again.
  useEffect(() => {
    let cancelled = false;
    setTree({ kind: 'loading' });
    api.departmentTree().then(
      (departments) => !cancelled && setTree({ kind: 'ready', departments }),
      (error: unknown) =>
        !cancelled && setTree({ kind: 'failed', message: errorMessage(error, '部门加载失败，请稍后再试') }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { tree, retry };
}
