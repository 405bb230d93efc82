import type { Readable } from 'node:stream';
import { Workbook } from 'exceljs';
import Fastify from 'fastify';
import {
  type ExportColumn,
  keysetBatches,
  sendWorkbook,
  streamWorkbook,
  workbookFileName,
} from '../../../server/platform/spreadsheet-export';

interface Bill {
  id: number;
  payer: string;
  amount: number;
  due: string;
  paidAt: Date | null;
}

const columns: ExportColumn<Bill>[] = [
  { header: '付款方', value: (bill) => bill.payer },
  { header: '金额', kind: 'money', value: (bill) => bill.amount },
  { header: '到期日', kind: 'day', value: (bill) => bill.due },
  { header: '付款时间', kind: 'instant', value: (bill) => bill.paidAt },
];

const billsOf = (count: number, from = 0): Bill[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index + 1,
    payer: `云杉集团-${from + index + 1}`,
    amount: 123_456 + from + index,
    due: '2026-12-31',
    paidAt: index % 2 === 0 ? new Date('2026-11-24T01:30:00Z') : null,
  }));

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sheetOf(bytes: Buffer, name: string) {
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.getWorksheet(name)!;
}

async function* batchesOf<R>(batches: R[][]) {
  for (const batch of batches) yield batch;
}

describe('streamWorkbook', () => {
  it('writes Chinese headers, money in 元 as formatted numbers, days and times as dates', async () => {
    const sheet = await sheetOf(
      await bytesOf(streamWorkbook({ sheet: '账单', columns, batches: batchesOf([billsOf(2)]) })),
      '账单',
    );
    expect(sheet.getRow(1).values).toEqual([undefined, '付款方', '金额（元）', '到期日', '付款时间']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('云杉集团-1');
    expect(first.getCell(2).value).toBe(1234.56);
    expect(first.getCell(2).numFmt).toBe('#,##0.00');
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 11, 31)));
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd');
    // 01:30 UTC reads 09:30, as in Asia/Shanghai.
    expect(first.getCell(4).value).toEqual(new Date('2026-11-24T09:30:00Z'));
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
  });

  it('reads the next batch only once the reader has taken what was written', async () => {
    const [BATCHES, SIZE] = [24, 300];
    let read = 0;
    // Text that does not compress: each batch is well past the stream's buffers.
    const noise = (n: number) =>
      Array.from({ length: 40 }, (_, i) => ((n * 7919 + i * 104729) % 9973).toString(36)).join('');
    async function* batches() {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        read += 1;
        yield billsOf(SIZE, batch * SIZE).map((bill) => ({ ...bill, payer: noise(bill.id) }));
      }
    }
    const stream = streamWorkbook({ sheet: '账单', columns, batches: batches() });
    // Nobody reads: the writer stops after a few batches instead of holding them all.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readUnwatched = read;
    expect(readUnwatched).toBeLessThan(BATCHES / 2);
    const sheet = await sheetOf(await bytesOf(stream), '账单');
    expect(read).toBe(BATCHES);
    expect(sheet.rowCount).toBe(1 + BATCHES * SIZE);
    expect(sheet.getRow(1 + BATCHES * SIZE).getCell(2).value).toBe((123_456 + BATCHES * SIZE - 1) / 100);
  });

  it('ends broken, never as a complete-looking file, when a batch fails', async () => {
    async function* failing() {
      yield billsOf(3);
      throw new Error('connection lost');
    }
    await expect(bytesOf(streamWorkbook({ sheet: '账单', columns, batches: failing() }))).rejects.toThrow(
      'connection lost',
    );
  });
});

describe('keysetBatches', () => {
  it('pages after the last row’s key until a short batch, each row once', async () => {
    const rows = billsOf(7);
    const asked: (number | undefined)[] = [];
    const read = async (after: number | undefined, limit: number) => {
      asked.push(after);
      return rows.filter((row) => after === undefined || row.id > after).slice(0, limit);
    };
    const seen: number[][] = [];
    for await (const batch of keysetBatches(read, (row) => row.id, 3)) seen.push(batch.map((row) => row.id));
    expect(seen).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([undefined, 3, 6]);
    // A count that fills the last batch exactly asks once more and yields nothing empty.
    const six = [];
    for await (const batch of keysetBatches(
      async (after: number | undefined) => (after === 6 ? [] : rows.slice(after ?? 0, (after ?? 0) + 3)),
      (row) => row.id,
      3,
    ))
      six.push(batch.length);
    expect(six).toEqual([3, 3]);
  });
});

describe('sendWorkbook', () => {
  it('answers the file by its Chinese name (an ASCII name beside it), never cached', async () => {
    const app = Fastify();
    app.post('/export', (_request, reply) =>
      sendWorkbook(
        reply,
        { name: workbookFileName('账单', new Date('2026-11-23T16:30:00Z')), fallback: 'bills.xlsx' },
        streamWorkbook({ sheet: '账单', columns, batches: batchesOf([billsOf(1)]) }),
      ),
    );
    const response = await app.inject({ method: 'POST', url: '/export' });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // 16:30 UTC on the 23rd is the 24th in Asia/Shanghai.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bills.xlsx"; filename*=UTF-8''${encodeURIComponent('账单-20261124.xlsx')}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await sheetOf(response.rawPayload, '账单')).rowCount).toBe(2);
    await app.close();
  });
});
