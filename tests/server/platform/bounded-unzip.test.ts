import { deflateRawSync } from 'node:zlib';
import { storedZip, unzipBounded, ZipRefused } from '../../../server/platform/bounded-unzip';
import { deflatedZeros, zipOf } from '../support/zip-files';

const MiB = 1024 * 1024;
const limits = { maxEntries: 10, maxUnpackedBytes: MiB };

const deflated = (name: string, content: Buffer | string) => ({
  name,
  data: deflateRawSync(content),
  declaredSize: Buffer.byteLength(content),
});

/** Why the zip was refused, or 'read' with its entries as name → text. */
async function outcome(zip: Buffer, within = limits) {
  try {
    const entries = await unzipBounded(zip, within);
    return { read: Object.fromEntries(entries.map((entry) => [entry.name, entry.content.toString()])) };
  } catch (error) {
    if (error instanceof ZipRefused) return { refused: error.reason };
    throw error;
  }
}

describe('unzipBounded', () => {
  it('reads deflated and stored entries, UTF-8 names included', async () => {
    const zip = zipOf([
      deflated('xl/workbook.xml', '<workbook/>'.repeat(100)),
      { name: '说明.txt', data: Buffer.from('原样保存'), method: 0, declaredSize: 12 },
      deflated('empty.xml', ''),
    ]);
    expect(await outcome(zip)).toEqual({
      read: { 'xl/workbook.xml': '<workbook/>'.repeat(100), '说明.txt': '原样保存', 'empty.xml': '' },
    });
  });

  it('counts what inflating produces, not what the headers claim', async () => {
    const bomb = zipOf([{ name: 'sheet.xml', data: deflatedZeros(64), declaredSize: 1_000 }]);
    expect(await outcome(bomb)).toEqual({ refused: 'too-large' });
    const zeros = (name: string, declaredSize: number) => ({ name, data: deflatedZeros(1), declaredSize });
    // Two honest-looking entries of 1 MiB each: the second finds no room left.
    expect(
      await outcome(zipOf([zeros('a', 1), zeros('b', 1)]), { maxEntries: 10, maxUnpackedBytes: 2 * MiB }),
    ).toEqual({ read: { a: '\0'.repeat(MiB), b: '\0'.repeat(MiB) } });
    expect(await outcome(zipOf([zeros('a', 1), zeros('b', 1)]))).toEqual({ refused: 'too-large' });
    const stored = { name: 'big', data: Buffer.alloc(MiB + 1), method: 0 as const, declaredSize: 1 };
    expect(await outcome(zipOf([stored]))).toEqual({ refused: 'too-large' });
    // After an entry that fills the limit exactly, even an empty one is read, and one byte is too many.
    expect(await outcome(zipOf([zeros('a', 1), deflated('b', '')]))).toMatchObject({ read: { b: '' } });
    expect(await outcome(zipOf([zeros('a', 1), deflated('b', 'x')]))).toEqual({ refused: 'too-large' });
  });

  it('refuses early what the headers claim beyond the limit, and too many entries', async () => {
    expect(await outcome(zipOf([{ ...deflated('a', 'x'), declaredSize: MiB + 1 }]))).toEqual({
      refused: 'too-large',
    });
    const many = zipOf(Array.from({ length: 11 }, (_, index) => deflated(`${index}.xml`, 'x')));
    expect(await outcome(many)).toEqual({ refused: 'too-many-entries' });
  });

  it('reads sizes from the zip64 extra field', async () => {
    const zip = zipOf([{ ...deflated('sheet.xml', '<sheet/>'), zip64: true }]);
    expect(await outcome(zip)).toEqual({ read: { 'sheet.xml': '<sheet/>' } });
  });

  it('refuses what is not a plain zip', async () => {
    const good = zipOf([deflated('a.xml', '<a/>'.repeat(50))]);
    const truncatedData = zipOf([
      { ...deflated('a.xml', '<a/>'.repeat(50)), data: deflateRawSync('<a/>').subarray(0, 3) },
    ]);
    const badHeader = Buffer.from(good);
    badHeader.writeUInt32LE(0, 0);
    const cases = [
      Buffer.from('not a zip at all'),
      Buffer.alloc(0),
      good.subarray(0, good.length - 1),
      badHeader,
      truncatedData,
      zipOf([{ ...deflated('a.xml', 'x'), flags: 1 }]),
      zipOf([{ ...deflated('a.xml', 'x'), method: 9 as never }]),
    ];
    for (const zip of cases) expect(await outcome(zip)).toEqual({ refused: 'corrupt' });
  });
});

describe('storedZip', () => {
  it('is a zip of the same entries, stored', async () => {
    const entries = [
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      { name: '说明.txt', content: Buffer.from('文字') },
      { name: 'empty', content: Buffer.alloc(0) },
    ];
    const zip = storedZip(entries);
    expect(await unzipBounded(zip, limits)).toEqual(entries);
    // Stored: the bytes are in the file as they are.
    expect(zip.includes('<workbook/>')).toBe(true);
  });
});
