import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { calendarDay } from './calendar';
import { type ExportKind, type ExportValue, exportCellOf } from './spreadsheet-cells';
import { loadExcelJs } from './spreadsheet-reader';

/** One column of an export: its Chinese header, how its values are written, and where they come from. */
export interface ExportColumn<R> {
  header: string;
  /** `text` by default; a `money` column's header gets （元）. */
  kind?: ExportKind;
  /** In characters; 14 by default. */
  width?: number;
  value(row: R): ExportValue;
}

/** What the writer lets wait unsent before it reads the next batch: a batch and the streams' buffers. */
const UNSENT_LIMIT = 256 * 1024;

/** A stream's bytes written and not yet passed on (Node's streams, and the readable-stream ExcelJS's zip uses). */
function pendingOf(stream: WaitingStream): number {
  return stream.writableLength ?? stream._writableState?.length ?? 0;
}

interface WaitingStream {
  writableLength?: number;
  _writableState?: { length: number };
  once(event: 'drain' | 'close', listener: () => void): unknown;
}

/**
 * Where ExcelJS's streamed sheet writes: its own buffer (`StreamBuf`), which passes each 64 KiB on to
 * the zip's entry without waiting for it (`pipes`, not a Node stream), so nothing in ExcelJS slows a
 * writer down. Read here so the export can wait itself (tests/server/platform/spreadsheet-export.test.ts
 * fails if ExcelJS changes this).
 */
interface SheetStream {
  pipes?: WaitingStream[];
  buffers?: unknown[];
}

/** The first of a stream's `drain` and the reader's `close`; the other listener is taken off. */
async function drainOrClose(stream: WaitingStream | PassThrough, output: PassThrough): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  try {
    await Promise.race([once(stream as PassThrough, 'drain', { signal }), once(output, 'close', { signal })]);
  } finally {
    done.abort();
  }
}

/**
 * Waits, before the next batch is read, while what was written is not on its way: the zip's entry
 * holds more than `UNSENT_LIMIT` not yet compressed, or the reader has not taken what the zip wrote
 * (`writableNeedDrain`), until it has caught up or the reader went away.
 */
async function readerCaughtUp(sheet: SheetStream, output: PassThrough): Promise<void> {
  while (!output.destroyed) {
    const entry = sheet.pipes?.[0];
    if (output.writableNeedDrain) await drainOrClose(output, output);
    else if (entry && pendingOf(entry) > UNSENT_LIMIT) await drainOrClose(entry, output);
    // The zip has not reached the sheet yet (it writes the workbook's first parts): let it.
    else if (!entry && (sheet.buffers?.length ?? 0) * 65_536 > UNSENT_LIMIT) await new Promise(setImmediate);
    else return;
  }
}

/**
 * An .xlsx of one sheet, written as it is read: `batches` gives the rows a batch at a time (a keyset
 * read of a thousand, say: `keysetBatches`), each row is committed to the zip stream at once, and the
 * next batch is read only once the reader has taken what was written, so the memory held is that of
 * one batch and the zip's buffers whatever the count. `columns` may be read first (a template's form
 * decides them). ExcelJS is loaded on the first export. A failure mid-way destroys the stream (the
 * download ends broken, never as a complete-looking file).
 */
export function streamWorkbook<R>(options: {
  sheet: string;
  columns: readonly ExportColumn<R>[] | (() => Promise<readonly ExportColumn<R>[]>);
  batches: AsyncIterable<readonly R[]>;
}): Readable {
  const output = new PassThrough();
  const write = async () => {
    const { stream: excelStream } = await loadExcelJs();
    const columns = typeof options.columns === 'function' ? await options.columns() : options.columns;
    const workbook = new excelStream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(options.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: column.kind === 'money' ? `${column.header}（元）` : column.header,
      width: column.width ?? 14,
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const batch of options.batches) {
      if (output.destroyed) return;
      for (const row of batch) {
        const added = sheet.addRow([]);
        columns.forEach((column, index) => {
          const cell = exportCellOf(column.kind ?? 'text', column.value(row));
          const target = added.getCell(index + 1);
          target.value = cell.value;
          if (cell.numFmt) target.numFmt = cell.numFmt;
        });
        added.commit();
      }
      await readerCaughtUp((sheet as unknown as { stream: SheetStream }).stream, output);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/**
 * Batches of a keyset-paged read: `read(after, limit)` gives the rows after the key (all from the
 * start when undefined) in the export's order; the next batch starts after the last row's key, so
 * every batch costs what the first did (no growing offset) and a row is read once even among equal
 * sort values, as long as the key is unique (a time and an id).
 */
export async function* keysetBatches<R, K>(
  read: (after: K | undefined, limit: number) => Promise<readonly R[]>,
  keyOf: (row: R) => K,
  size = 1_000,
): AsyncGenerator<readonly R[]> {
  let after: K | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows.at(-1) as R);
  }
}

/** An export's file name: its title and the day (in the organisation's time zone), `审批数据-20261124.xlsx`. */
export const workbookFileName = (title: string, now: Date) =>
  `${title}-${calendarDay(now).replaceAll('-', '')}.xlsx`;

/**
 * Answers a workbook as a download: its type, the name the console saves it under (`filename*`,
 * UTF-8; `fallback` for clients reading only the ASCII `filename`), never cached.
 */
export function sendWorkbook(
  reply: FastifyReply,
  file: { name: string; fallback: string },
  workbook: Readable,
) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'content-disposition',
      `attachment; filename="${file.fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'no-store')
    .send(workbook);
}
