import {
  dayCellOf,
  type ExportKind,
  type ExportValue,
  exportCellOf,
  wallClockOf,
  yuanOf,
} from '../../../server/platform/spreadsheet-cells';

describe('an export’s cells', () => {
  const instant = new Date('2026-11-24T01:02:03.000Z');
  it.each<[ExportKind, ExportValue, ReturnType<typeof exportCellOf>]>([
    ['money', 123456, { value: 1234.56, numFmt: '#,##0.00' }],
    ['money', -5, { value: -0.05, numFmt: '#,##0.00' }],
    ['money', 0, { value: 0, numFmt: '#,##0.00' }],
    ['money', 900719925474099, { value: 9007199254740.99, numFmt: '#,##0.00' }],
    ['integer', 42, { value: 42, numFmt: '0' }],
    ['number', 1.5, { value: 1.5 }],
    ['day', '2026-02-28', { value: new Date(Date.UTC(2026, 1, 28)), numFmt: 'yyyy-mm-dd' }],
    // A day that does not exist stays the text it was.
    ['day', '2026-02-30', { value: '2026-02-30' }],
    // 01:02 UTC is 09:02 in Asia/Shanghai: the cell holds that wall-clock time.
    ['instant', instant, { value: new Date('2026-11-24T09:02:03.000Z'), numFmt: 'yyyy-mm-dd hh:mm' }],
    [
      'instant',
      '2026-11-24T16:30:00.000Z',
      { value: new Date('2026-11-25T00:30:00.000Z'), numFmt: 'yyyy-mm-dd hh:mm' },
    ],
    ['text', '租金', { value: '租金' }],
    ['text', 7, { value: '7' }],
    ['money', null, { value: null }],
    ['day', undefined, { value: null }],
    ['text', '', { value: null }],
  ])('%s %p', (kind, value, expected) => {
    expect(exportCellOf(kind, value)).toEqual(expected);
  });

  it('writes fen as 元 exactly, and refuses a fraction of a fen instead of rounding it', () => {
    // Every amount of cents from 0.00 to 99.99 reads back as its two-decimal text.
    for (let fen = 0; fen < 10_000; fen += 1)
      expect(yuanOf(fen).toFixed(2)).toBe(`${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`);
    expect(() => yuanOf(0.5)).toThrow(RangeError);
  });

  it('moves an instant by its zone’s offset, daylight saving included', () => {
    expect(wallClockOf(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
    expect(wallClockOf(new Date('2026-01-01T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-01-01T13:00:00.000Z',
    );
    expect(dayCellOf('2026-1-1')).toBe('2026-1-1');
  });
});
