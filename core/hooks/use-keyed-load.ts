import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../services/api-error';

export interface KeyedLoad<T> {
  /** The last answer, kept while the next one loads (a table keeps its rows under its spinner). */
  value: T | undefined;
  loading: boolean;
  /** The reason the last load failed, until one succeeds. */
  error: string | undefined;
}

/**
 * What `load` answers, loaded again whenever `key` changes (a query, a revision of the data, a retry
 * count: `JSON.stringify([query, revision, attempt])`) but not merely because a kept-alive view is shown
 * again, which re-runs its effects. An answer that arrives after the key moved on is dropped.
 */
export function useKeyedLoad<T>(load: () => Promise<T>, key: string): KeyedLoad<T> {
  const [value, setValue] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const loadedFor = useRef<string>(undefined);
  // `load` is a fresh closure on every render: only the key starts a load.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (loadedFor.current === key) return;
    let cancelled = false;
    setLoading(true);
    loader.current().then(
      (answer) => {
        if (cancelled) return;
        loadedFor.current = key;
        setValue(answer);
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
  }, [key]);
  return { value, loading, error };
}
