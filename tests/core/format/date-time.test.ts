import { formatDate, formatDateTime, formatExpiry, NO_EXPIRY } from '@core';

// Local times, built from their parts: the expectations hold in any time zone the tests run in.
const local = (...parts: [number, number, number, number?, number?, number?]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0);

describe('the console shows times one way', () => {
  it.each([
    ['an ISO instant', local(2026, 3, 1, 9, 5, 59).toISOString(), '2026-03-01 09:05', '2026-03-01'],
    ['a Date', local(2026, 12, 31, 23, 59), '2026-12-31 23:59', '2026-12-31'],
    ['milliseconds', local(2027, 1, 2, 0, 0).getTime(), '2027-01-02 00:00', '2027-01-02'],
    ['a day as the server sends it', '2026-07-04T00:00:00', '2026-07-04 00:00', '2026-07-04'],
    ['nothing', null, '', ''],
    ['undefined', undefined, '', ''],
    ['an empty text', '', '', ''],
    ['a text that is no time', '不详', '不详', '不详'],
  ])('%s', (_case, value, dateTime, date) => {
    expect(formatDateTime(value)).toBe(dateTime);
    expect(formatDate(value)).toBe(date);
  });

  it.each([
    ['no expiry', null, NO_EXPIRY],
    ['an empty expiry', '', NO_EXPIRY],
    ['an expiry', local(2027, 6, 30, 18).toISOString(), '2027-06-30'],
  ])('an expiry: %s', (_case, value, shown) => {
    expect(formatExpiry(value)).toBe(shown);
  });

  it('has one word for no expiry', () => {
    expect(NO_EXPIRY).toBe('长期有效');
  });
});
