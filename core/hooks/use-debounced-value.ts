import { useEffect, useState } from 'react';

/** Spec §9: the default debounce of search inputs. */
export const DEFAULT_DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `delayMs` (search inputs query on this). */
export function useDebouncedValue<T>(value: T, delayMs = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
