import { errorMessage } from '@core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

/**
 * What `load` answers for `key`, loaded afresh whenever the key changes (a drawer or dialog opened
 * on another application) or `retry` is called; nothing is loaded while the key is undefined.
 */
export function useLoaded<T>(key: string | undefined, load: (key: string) => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is a fresh closure on every render of the page: only the key and retries start a load.
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what 重试 changes to load again.
  useEffect(() => {
    if (key === undefined) return;
    let cancelled = false;
    setState({ kind: 'loading' });
    loader.current(key).then(
      (value) => !cancelled && setState({ kind: 'ready', value }),
      (error: unknown) =>
        !cancelled && setState({ kind: 'failed', message: errorMessage(error, '加载失败，请稍后再试') }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
