/** The organisations' time zone (spec: calendar dates are the organisation's; Asia/Shanghai by default). */
export const ORGANIZATION_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) an instant falls on in the time zone. */
export function calendarDay(instant: Date, timeZone = ORGANIZATION_TIME_ZONE): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}
