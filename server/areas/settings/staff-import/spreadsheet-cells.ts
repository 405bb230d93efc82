import type { Cell } from '../../../platform/spreadsheet-reader';
import { isCalendarDate } from '../staff/staff-values';

/** How the staff import reads a cell, whichever way a person or Excel typed it. */

/** A cell as text: numbers as written (a telephone typed as a number), dates as YYYY-MM-DD. */
export function textOf(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return formatDate(cell);
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return cell.trim();
}

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

/** Excel counts days from 1899-12-30 (its serial dates, in a cell not formatted as a date). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A date cell, an Excel serial number or text like 2026-1-5 / 2026/01/05, as YYYY-MM-DD; undefined when it is none. */
export function dateOf(cell: Cell | undefined): string | undefined {
  if (cell instanceof Date) return isCalendarDate(formatDate(cell)) ? formatDate(cell) : undefined;
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 1 || cell > 73_050) return undefined;
    return formatDate(new Date(EXCEL_EPOCH + cell * 86_400_000));
  }
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(textOf(cell));
  if (!match) return undefined;
  const text = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}
