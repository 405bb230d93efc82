import { parseExpression } from 'cron-parser';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../services/clock';
import { calendarDay, ORGANIZATION_TIME_ZONE } from '../calendar';
import type { Extensions } from '../extension-point';

/**
 * Recurring schedules: work an area (or the platform) does on a cron — overdue bills at 03:00, a
 * contract's expiry, pruning stale rows. Each tick runs exactly once across replicas: its work runs in
 * the transaction that claims the tick (`schedule_ticks`), so a second delivery, a retry or a second
 * replica finds it claimed and changes nothing, and a tick whose work throws stays unclaimed and is
 * retried. See run-schedules.ts for the claim and jobs/job-runner.ts for who triggers it.
 */

/** The tick being run. */
export interface ScheduleTick {
  /** The schedule's name. */
  name: string;
  /** The occurrence of the cron this run is for (never after the clock's now). */
  at: Date;
  /** `at`'s calendar day (`YYYY-MM-DD`) in the schedule's time zone: "bills overdue as of this day". */
  day: string;
  timeZone: string;
}

/** What a tick's work runs with: the transaction that claims the tick, which it must do its work in. */
export interface ScheduleContext {
  tx: Queryable;
  clock: Clock;
  extensions: Extensions;
}

export interface ScheduleDefinition {
  /** `<area>.<what>` (`billing.overdue`), unique among every job and schedule: pg-boss's queue name. */
  name: string;
  /** Five fields (minute hour day-of-month month day-of-week), read in `timeZone`: `0 3 * * *`. */
  cron: string;
  /** The organisation's time zone: Asia/Shanghai unless given. */
  timeZone?: string;
  /**
   * The tick's work, in `context.tx`: whatever it writes commits with the tick's claim or not at all.
   * Missed ticks coalesce (only the latest one not yet run is run), so the work covers everything up
   * to its tick ("every bill overdue by `tick.day`"), not "the day before". Large work fans out as
   * jobs sent in `context.tx` (`sendJob`), each idempotent.
   */
  run(tick: ScheduleTick, context: ScheduleContext): Promise<void>;
}

const NAME = /^[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*$/;

/** Declares a schedule; refuses, at start and in Chinese, a bad name, cron or time zone. */
export function defineSchedule(schedule: ScheduleDefinition): ScheduleDefinition {
  if (!NAME.test(schedule.name)) {
    throw new Error(`定时任务名称 ${schedule.name} 须为「区域.名称」形式（小写字母、数字或 -）`);
  }
  const timeZone = schedule.timeZone ?? ORGANIZATION_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`定时任务 ${schedule.name} 的时区 ${timeZone} 无效`);
  }
  // pg-boss's cron monitor works by the minute: a seconds field would never be honoured.
  const fields = schedule.cron.trim().split(/\s+/);
  let valid = fields.length === 5;
  if (valid) {
    try {
      parseExpression(schedule.cron, { tz: timeZone }).prev();
    } catch {
      valid = false;
    }
  }
  if (!valid) {
    throw new Error(
      `定时任务 ${schedule.name} 的 cron 表达式「${schedule.cron}」无效：须为五段（分 时 日 月 周），如 0 3 * * *`,
    );
  }
  return schedule;
}

export const timeZoneOf = (schedule: ScheduleDefinition): string =>
  schedule.timeZone ?? ORGANIZATION_TIME_ZONE;

/**
 * The schedule's latest tick at `now`: the last occurrence of its cron in its time zone no later than
 * `now` (an occurrence at exactly `now` is due: cron-parser's `prev` alone answers strictly earlier).
 */
export function latestTick(schedule: ScheduleDefinition, now: Date): ScheduleTick {
  const timeZone = timeZoneOf(schedule);
  const at = parseExpression(schedule.cron, { currentDate: new Date(now.getTime() + 1), tz: timeZone })
    .prev()
    .toDate();
  return { name: schedule.name, at, day: calendarDay(at, timeZone), timeZone };
}
