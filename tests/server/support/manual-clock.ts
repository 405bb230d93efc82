import type { Clock } from '../../../server/services/clock';

/** A clock the test moves by hand, so expiry and lock-out are tested without waiting. */
export class ManualClock implements Clock {
  private current: number;

  constructor(private readonly start = '2026-11-22T09:00:00.000Z') {
    this.current = Date.parse(start);
  }

  /** Back to where it started: the harness shares one clock per suite and resets it before each test. */
  reset(): void {
    this.current = Date.parse(this.start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
