import type { Migration } from './migration';

/**
 * The last tick each recurring schedule ran (`server/platform/schedules/`): claimed in the transaction
 * of the tick's work, so a second delivery, a retry or a second replica finds it claimed and does
 * nothing, and a tick whose work failed stays unclaimed. One row per schedule: a tick no later than the
 * row's is never run again, whatever a replica's clock says.
 */
export const scheduleTicks: Migration = {
  id: '0009-schedule-ticks',
  sql: `
create table schedule_ticks (
  name text primary key,
  tick_at timestamptz not null,
  ran_at timestamptz not null
);
`,
};
