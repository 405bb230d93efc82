import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../format/date-time';

/** How a date is kept in a schema form's values (and sent): the console's one day form. */
export { DATE_FORMAT };

/** The picker's value of a kept date; null for nothing or a malformed one. */
export function dayOf(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // Read without dayjs's parsing plugin; a day that rolls over (02-30) is not one.
  const day = dayjs(value);
  return day.isValid() && day.format(DATE_FORMAT) === value ? day : null;
}

/** The kept date of the picker's value. */
export function dateOf(day: Dayjs | null | undefined): string | undefined {
  return day ? day.format(DATE_FORMAT) : undefined;
}
