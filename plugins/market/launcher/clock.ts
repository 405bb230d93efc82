import { token } from '@core';

/** "Now", for the expiry check of the launcher; tests bind a fixed one. */
export const Clock = token<Clock>('market.Clock');
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
