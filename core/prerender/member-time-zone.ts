import { showTimesWith, type TimeFields } from '../format/date-time';

/**
 * Runs `draw` (a synchronous render) showing times in `timeZone`, the member's browser's (an IANA name
 * from its cookie, manifests/contracts/signed-in-render.ts), instead of the server process's: the
 * server's render of a page then shows the times the member's console will show. An unknown zone, or
 * none, draws in the process's.
 */
export function drawingTimesIn<T>(timeZone: string | undefined, draw: () => T): T {
  let format: Intl.DateTimeFormat | undefined;
  try {
    format = timeZone
      ? new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        })
      : undefined;
  } catch {
    format = undefined;
  }
  if (!format) return draw();
  const zoned = format;
  showTimesWith((date): TimeFields => {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
    for (const part of zoned.formatToParts(date)) parts[part.type] = Number(part.value);
    return {
      year: parts.year ?? date.getFullYear(),
      month: parts.month ?? date.getMonth() + 1,
      day: parts.day ?? date.getDate(),
      hour: parts.hour ?? date.getHours(),
      minute: parts.minute ?? date.getMinutes(),
    };
  });
  try {
    return draw();
  } finally {
    showTimesWith(undefined);
  }
}
