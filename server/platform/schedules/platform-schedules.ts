import type { ServerConfig } from '../../config';
import { pruneLoginThrottle } from '../../domain/login-throttle';
import { defineSchedule, type ScheduleDefinition } from './schedule';

/** The platform's own schedules (the areas declare theirs in `defineServerArea`). */
export function platformSchedules(config: Pick<ServerConfig, 'throttle'>): ScheduleDefinition[] {
  return [
    defineSchedule({
      // Sign-in throttling writes a row per telephone and address tried; nothing else removes them.
      name: 'platform.login-throttle-prune',
      cron: '0 3 * * *',
      run: async (_tick, { tx, clock }) => {
        await pruneLoginThrottle(tx, config.throttle, clock.now());
      },
    }),
  ];
}
