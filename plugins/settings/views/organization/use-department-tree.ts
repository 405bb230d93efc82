import { errorMessage } from '@core';
import { useCallback, useEffect, useState } from 'react';
import type { DepartmentApi, DepartmentNode } from '../../api/department-api';

export type DepartmentTreeState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; tree: DepartmentNode[]; refreshing: boolean };

/**
 * The organisation's department tree. `reload()` fetches it again after a change, keeping the tree
 * on screen meanwhile (so the selection and the open branches stay put); the first load or a retry
 * after a failure shows the loading state. Resolves once the new tree is in.
 */
export function useDepartmentTree(api: DepartmentApi) {
  const [state, setState] = useState<DepartmentTreeState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what 重试 changes to load again.
  useEffect(() => {
    let cancelled = false;
    api.tree().then(
      (tree) => !cancelled && setState({ kind: 'ready', tree, refreshing: false }),
      (error: unknown) =>
        !cancelled && setState({ kind: 'failed', message: errorMessage(error, '部门加载失败，请稍后再试') }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, attempt]);

  /** Loads the tree again after a change; a failure keeps the last tree (the request toasted it). */
  const reload = useCallback(async () => {
    setState((current) => (current.kind === 'ready' ? { ...current, refreshing: true } : current));
    try {
      const tree = await api.tree();
      setState({ kind: 'ready', tree, refreshing: false });
    } catch {
      setState((current) => (current.kind === 'ready' ? { ...current, refreshing: false } : current));
    }
  }, [api]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, reload, retry };
}
