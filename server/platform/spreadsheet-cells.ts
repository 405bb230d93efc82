import { ORGANIZATION_TIME_ZONE } from './calendar';

/**
 * How an exported column's values are written (the cell's type and its number format):
 * - `text`: a string, as given;
 * - `integer` / `number`: a number (`0` / Excel's general format);
 * - `money`: integer fen written as 元, a number formatted `#,##0.00` (the header says （元）);
 * - `day`: a calendar day `YYYY-MM-DD`, a date cell `yyyy-mm-dd`;
 * - `instant`: a moment (a `Date` or ISO 8601 text), a date-time cell `yyyy-mm-dd hh:mm` in the
 *   organisation's time zone.
 */
export type ExportKind = 'text' | 'integer' | 'number' | 'money' | 'day' | 'instant';

/** What a column's `value` gives: blank for null, undefined or ''. */
export type ExportValue = string | number | Date | null | undefined;

/** A cell as ExcelJS takes it, with its number format (none for text and plain numbers). */
export interface ExportCell {
  value: string | number | Date | null;
  numFmt?: string;
}

export const NUMBER_FORMATS: Partial<Record<ExportKind, string>> = {
  integer: '0',
  money: '#,##0.00',
  day: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm',
};

const MS_PER_MINUTE = 60_000;

/**
 * The time zone's offset from UTC at an instant, in minutes (Asia/Shanghai: +480, no daylight saving;
 * read from Intl so another zone is right on either side of its changes).
 */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / MS_PER_MINUTE);
}

/**
 * A date cell showing an instant's wall-clock time in the time zone. Excel's dates have no zone:
 * ExcelJS writes a `Date`'s UTC fields, so the instant is moved by the zone's offset. The seconds
 * stay in the value; the format shows minutes (not rounded: 09:59:59 reads 09:59, as on screen).
 */
export function wallClockOf(instant: Date, timeZone = ORGANIZATION_TIME_ZONE): Date {
  return new Date(instant.getTime() + offsetMinutes(instant, timeZone) * MS_PER_MINUTE);
}

/** A calendar day as a date cell: midnight UTC of that day (what ExcelJS writes as the day itself). */
export function dayCellOf(day: string): Date | string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // A day that does not exist (02-30) stays the text it was.
  return date.toISOString().startsWith(day) ? date : day;
}

/**
 * 元 of an amount in fen, as the cell's number. No rounding happens: the fen are an integer (the
 * contract's), and fen / 100 is the double nearest the exact two-decimal amount, which Excel (15
 * significant digits) shows exactly with the column's `#,##0.00`, for any amount below 10^13 元.
 * A fraction of a fen is refused rather than rounded: it would be a fault upstream.
 */
export function yuanOf(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an amount in fen: ${fen}`);
  return fen / 100;
}

/** The cell of one value in a column of `kind`. */
export function exportCellOf(kind: ExportKind, value: ExportValue): ExportCell {
  if (value === null || value === undefined || value === '') return { value: null };
  const numFmt = NUMBER_FORMATS[kind];
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? { value: yuanOf(value), numFmt } : { value: String(value) };
    case 'integer':
    case 'number':
      return typeof value === 'number' ? { value, ...(numFmt ? { numFmt } : {}) } : { value: String(value) };
    case 'day': {
      const day = value instanceof Date ? value : dayCellOf(String(value));
      return day instanceof Date ? { value: day, numFmt } : { value: day };
    }
    case 'instant': {
      const instant = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(instant.getTime())
        ? { value: String(value) }
        : { value: wallClockOf(instant), numFmt };
    }
    default:
      return { value: value instanceof Date ? value.toISOString() : String(value) };
  }
}
