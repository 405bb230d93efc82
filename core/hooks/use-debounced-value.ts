import { useEffect, useState } from 'react';
import { useService } from '../di/services-context';
import { UiTimings } from '../services/ui-timings';

/**
 * The value, once it has stopped changing for `delayMs` — by default the console's search pause
 * (`UiTimings.searchSettleMs`, 500 ms): search inputs query on this.
 */
export function useDebouncedValue<T>(value: T, delayMs?: number): T {
  const searchSettleMs = useService(UiTimings).searchSettleMs;
  delayMs ??= searchSettleMs;
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
