import type { CellValue as ExcelCellValue, Workbook, Worksheet } from 'exceljs';
import { storedZip, type UnzipLimits, unzipBounded, type ZipEntry, ZipRefused } from './bounded-unzip';

/** A cell as the import reads it: text, a number, a date (Excel date cells), or nothing. */
export type Cell = string | number | Date | null;

/** A row that has something in it, numbered as the spreadsheet numbers it (the first row is 1). */
export interface SheetRow {
  number: number;
  /** By column, from the first (A). */
  cells: Cell[];
}

/** Why a file could not be read, in words for the person who uploaded it. */
export class UnreadableSpreadsheet extends Error {}

/**
 * ExcelJS and its zip, stream and promise libraries are about a quarter of the modules the server
 * loads, for the staff import alone: they are loaded the first time a workbook is read or written.
 */
export function loadExcelJs(): Promise<typeof import('exceljs')> {
  return import('exceljs');
}

/**
 * What a workbook may unpack to, counted while inflating (bounded-unzip.ts), whatever its headers
 * claim. A staff import's 2 000 rows of 13 filled columns unpack to about 1.3 MB. The limit is what a
 * refused file may cost in memory, and ExcelJS holds several times what it reads: six times a full
 * import is room enough.
 */
const WORKBOOK_LIMITS: UnzipLimits = { maxEntries: 2_000, maxUnpackedBytes: 8 * 1024 * 1024 };

/**
 * The rows of a .xlsx or .csv file (told apart by the file's name and checked by its content); for a
 * workbook, the sheet named `preferredSheet` or else the first. Rows with nothing in them are left out.
 * Every import of a spreadsheet reads it here: an uploaded workbook is unpacked within limits before
 * ExcelJS sees it, and ExcelJS is handed only what was unpacked.
 */
export async function readSpreadsheet(
  fileName: string,
  bytes: Buffer,
  preferredSheet: string,
): Promise<SheetRow[]> {
  const extension = fileName.trim().toLowerCase().split('.').pop();
  if (extension === 'csv')
    return nonEmpty(parseCsv(decodeText(bytes)).map((cells, index) => ({ number: index + 1, cells })));
  if (extension === 'xlsx') return nonEmpty(await readWorkbook(bytes, preferredSheet));
  throw new UnreadableSpreadsheet('仅支持 .xlsx 或 .csv 文件，请使用导入模板填写');
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

function nonEmpty(rows: SheetRow[]): SheetRow[] {
  return rows.filter((row) => !row.cells.every(isBlank));
}

const CORRUPT_WORKBOOK = '文件已损坏或不是 .xlsx 格式，请使用导入模板填写后重新上传';

async function readWorkbook(bytes: Buffer, preferredSheet: string): Promise<SheetRow[]> {
  const unpacked = storedZip(await unzipWorkbook(bytes));
  const workbook = new (await loadExcelJs()).Workbook();
  const rows: SheetRow[] = [];
  try {
    // ExcelJS declares a Buffer over an ArrayBuffer; any Buffer reads the same.
    await workbook.xlsx.load(unpacked as unknown as Parameters<Workbook['xlsx']['load']>[0]);
    const sheet: Worksheet | undefined = workbook.getWorksheet(preferredSheet) ?? workbook.worksheets[0];
    if (!sheet) throw new UnreadableSpreadsheet('文件中没有工作表');
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const values = row.values as ExcelCellValue[];
      // ExcelJS numbers columns from 1: index 0 is always empty.
      rows.push({ number, cells: values.slice(1).map(cellOf) });
    });
  } catch (error) {
    // ExcelJS and its unzipper fail in many ways on a file that is not a workbook; all mean the same here.
    if (error instanceof UnreadableSpreadsheet) throw error;
    throw new UnreadableSpreadsheet(CORRUPT_WORKBOOK);
  }
  return rows;
}

/** An ExcelJS value reduced to what the import reads: rich text and links as their text, formulas as their result. */
function cellOf(value: ExcelCellValue | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellOf(value.text as ExcelCellValue);
  if ('result' in value) return cellOf(value.result as ExcelCellValue);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('error' in value) return String(value.error);
  return null;
}

/** The workbook's parts, unpacked within WORKBOOK_LIMITS; refused in the uploader's words otherwise. */
async function unzipWorkbook(bytes: Buffer): Promise<ZipEntry[]> {
  try {
    return await unzipBounded(bytes, WORKBOOK_LIMITS);
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    if (error.reason === 'corrupt') throw new UnreadableSpreadsheet(CORRUPT_WORKBOOK);
    if (error.reason === 'too-many-entries') throw new UnreadableSpreadsheet('文件内容过多，无法导入');
    const megabytes = WORKBOOK_LIMITS.maxUnpackedBytes / 1024 / 1024;
    throw new UnreadableSpreadsheet(
      `文件内容过多（解压后超过 ${megabytes} MB），无法导入，请删除多余的工作表和空行后重新上传`,
    );
  }
}

/**
 * CSV text in UTF-8 (with or without the byte order mark Excel writes), or else in GB18030: what
 * Excel on a Chinese Windows saves as "CSV" by default.
 */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      throw new UnreadableSpreadsheet(
        '无法识别文件的文字编码，请另存为 UTF-8 编码的 CSV 或 .xlsx 后重新上传',
      );
    }
  }
}

/**
 * RFC 4180 records: fields separated by commas, quoted with double quotes (a doubled quote inside is
 * one quote, and a quoted field may span lines); CRLF or LF between records.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new UnreadableSpreadsheet('CSV 文件中有未闭合的引号，请检查后重新上传');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
