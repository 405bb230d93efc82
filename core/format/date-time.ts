/**
 * The console's one way to show a time: `YYYY-MM-DD HH:mm` for an instant, `YYYY-MM-DD` for a day, in
 * the browser's local time, and one word for "never expires". Plugins show times only through these
 * (tests/core/format/date-time-guard.test.ts fails on a plugin that formats a date itself).
 */

/** What an expiry that never comes reads as, everywhere (an application, an edition, a licence). */
export const NO_EXPIRY = '长期有效';

/** The form of a day as the console shows it and as the server exchanges it (an entry date). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The form of an instant as the console shows it. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type TimeInput = string | number | Date | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar fields of an instant where it is shown. */
export interface TimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** In the browser's local time. */
const localFields = (date: Date): TimeFields => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

let fieldsOf = localFields;

/**
 * Shows times with `fields` instead of the local time, until called again without: only around the
 * server's render of a page, which shows times in the member's browser's time zone
 * (core/prerender/member-time-zone.ts).
 */
export function showTimesWith(fields: ((date: Date) => TimeFields) | undefined): void {
  fieldsOf = fields ?? localFields;
}

function dateOf(value: TimeInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A day, `2026-03-01`. Empty for no value; a text that is not a time is shown as it is. */
export function formatDate(value: TimeInput): string {
  const date = dateOf(value);
  if (!date) return typeof value === 'string' ? value : '';
  const { year, month, day } = fieldsOf(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** An instant to the minute, `2026-03-01 09:05`. Empty for no value; a text that is not a time is shown as it is. */
export function formatDateTime(value: TimeInput): string {
  const date = dateOf(value);
  if (!date) return typeof value === 'string' ? value : '';
  const { hour, minute } = fieldsOf(date);
  return `${formatDate(date)} ${pad(hour)}:${pad(minute)}`;
}

/** An expiry: its day, or {@link NO_EXPIRY} when there is none. */
export function formatExpiry(value: TimeInput): string {
  return dateOf(value) ? formatDate(value) : NO_EXPIRY;
}
