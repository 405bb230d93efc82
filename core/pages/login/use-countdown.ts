import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start(60)` begins counting down once a second. */
export function useCountdown(): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.round(seconds))), []);
  return [left, start];
}
