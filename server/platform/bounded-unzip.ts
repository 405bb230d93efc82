import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

/**
 * Unpacking a zip someone uploaded (a .xlsx, a .docx…) without trusting what its headers say. A zip
 * entry's header states its unpacked size, but nothing makes the deflated data agree: 500 KB of
 * deflate can claim 1 000 bytes and inflate to 500 MB (a "zip bomb"). So sizes are counted while
 * inflating, and unpacking stops as soon as the count passes the limit.
 *
 * Each entry is inflated by zlib (off the main thread) with what is left of the limit as its
 * `maxOutputLength`: zlib counts what it produces and stops there. A refused file therefore costs at
 * most the limit in memory and the time to inflate that much (tens of milliseconds for a few MB),
 * whatever it claims or holds.
 *
 * Written from PKWARE's APPNOTE (4.3): the central directory at the end is the list of entries;
 * each points at its local header, after which its data follows. Zip64 sizes are read from the
 * entry's extra field; zip64 directories (over 65 535 entries), encryption, multi-disk archives and
 * methods other than stored (0) and deflate (8) are refused as not a plain zip.
 */

export interface UnzipLimits {
  /** Entries in the central directory, folders included. */
  maxEntries: number;
  /** Bytes of all entries together, as inflated (not as claimed). */
  maxUnpackedBytes: number;
}

/** Why a zip was refused: not a zip we read, too many entries, or too much once unpacked. */
export type ZipRefusal = 'corrupt' | 'too-many-entries' | 'too-large';

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
    this.name = 'ZipRefused';
  }
}

export interface ZipEntry {
  /** As written in the zip: UTF-8 when the entry says so, else read byte by byte. */
  name: string;
  content: Buffer;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const ENCRYPTED = 0x0001;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
/** A 32-bit size or offset with every bit set: the real one is in the zip64 extra field. */
const IN_ZIP64 = 0xffffffff;

/** Where an entry's data lies in the file, and how it is packed. */
interface EntryPlace {
  name: string;
  method: typeof STORED | typeof DEFLATED;
  start: number;
  end: number;
}

const corrupt = () => new ZipRefused('corrupt');
const inflateRawAsync = promisify(inflateRaw);

/** The entries of the zip, each inflated; refused when it breaks a limit or is not a plain zip. */
export async function unzipBounded(bytes: Buffer, limits: UnzipLimits): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  for (const place of entryPlaces(bytes, limits)) {
    const content = await inflatedWithin(bytes.subarray(place.start, place.end), place.method, {
      budget: limits.maxUnpackedBytes - unpacked,
    });
    unpacked += content.length;
    entries.push({ name: place.name, content });
  }
  return entries;
}

/** The central directory read into places, checked against the file's bounds and the entry limit. */
function entryPlaces(bytes: Buffer, limits: UnzipLimits): EntryPlace[] {
  const end = endOfDirectory(bytes);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) throw corrupt();
  const count = bytes.readUInt16LE(end + 10);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryStart === IN_ZIP64 || directoryStart > end) throw corrupt();
  if (count > limits.maxEntries) throw new ZipRefused('too-many-entries');
  const places: EntryPlace[] = [];
  let claimed = 0;
  let offset = directoryStart;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw corrupt();
    const flags = bytes.readUInt16LE(offset + 8);
    const method = bytes.readUInt16LE(offset + 10);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const next = offset + 46 + nameLength + extraLength + bytes.readUInt16LE(offset + 32);
    if (next > end || flags & ENCRYPTED || (method !== STORED && method !== DEFLATED)) throw corrupt();
    const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
    const sizes = withZip64(bytes, offset + 46 + nameLength, extraLength, {
      uncompressed: bytes.readUInt32LE(offset + 24),
      compressed: bytes.readUInt32LE(offset + 20),
      localHeader: bytes.readUInt32LE(offset + 42),
    });
    // What the headers claim is never a bound, but claiming too much is reason enough to refuse.
    claimed += sizes.uncompressed;
    if (claimed > limits.maxUnpackedBytes) throw new ZipRefused('too-large');
    const start = dataStart(bytes, sizes.localHeader, directoryStart);
    if (start + sizes.compressed > directoryStart) throw corrupt();
    places.push({
      name: nameBytes.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1'),
      method,
      start,
      end: start + sizes.compressed,
    });
    offset = next;
  }
  return places;
}

/** The offset of the end-of-directory record, searched backwards past a comment of up to 64 KB. */
function endOfDirectory(bytes: Buffer): number {
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 0xffff); offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw corrupt();
}

type EntrySizes = { uncompressed: number; compressed: number; localHeader: number };

/** The sizes and offset, those marked IN_ZIP64 read from the zip64 extra field (in that order). */
function withZip64(bytes: Buffer, extraStart: number, extraLength: number, sizes: EntrySizes): EntrySizes {
  const wanted = (['uncompressed', 'compressed', 'localHeader'] as const).filter(
    (key) => sizes[key] === IN_ZIP64,
  );
  if (wanted.length === 0) return sizes;
  for (let offset = extraStart; offset + 4 <= extraStart + extraLength; ) {
    const id = bytes.readUInt16LE(offset);
    const length = bytes.readUInt16LE(offset + 2);
    if (id === ZIP64_EXTRA) {
      if (length < wanted.length * 8 || offset + 4 + length > extraStart + extraLength) throw corrupt();
      const found = { ...sizes };
      for (const [index, key] of wanted.entries()) {
        const value = bytes.readBigUInt64LE(offset + 4 + index * 8);
        if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt();
        found[key] = Number(value);
      }
      return found;
    }
    offset += 4 + length;
  }
  throw corrupt();
}

/** Where the data of the entry whose local header is at `header` begins. */
function dataStart(bytes: Buffer, header: number, directoryStart: number): number {
  if (header + 30 > directoryStart || bytes.readUInt32LE(header) !== LOCAL_HEADER) throw corrupt();
  return header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
}

/** The entry's content, refused as soon as it comes to more than `budget` bytes. */
async function inflatedWithin(data: Buffer, method: number, { budget }: { budget: number }): Promise<Buffer> {
  if (method === STORED) {
    if (data.length > budget) throw new ZipRefused('too-large');
    return Buffer.from(data);
  }
  // zlib refuses a maxOutputLength of 0; an entry that inflates to even one byte is then too large.
  if (budget === 0) return inflateRawAsync(data, { maxOutputLength: 1 }).then(emptyOrRefused, refusal);
  return inflateRawAsync(data, { maxOutputLength: budget }).catch(refusal);
}

const emptyOrRefused = (content: Buffer) => {
  if (content.length > 0) throw new ZipRefused('too-large');
  return content;
};

/** zlib's error as a refusal: too large when it stopped at maxOutputLength, corrupt otherwise. */
const refusal = (error: { code?: unknown }): never => {
  throw new ZipRefused(error.code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'corrupt');
};

/**
 * The entries as a zip that stores them uncompressed: for a library that reads only whole zips
 * (ExcelJS), handed what was unpacked within the limits instead of the uploaded file, so that it
 * never inflates anything itself.
 */
export function storedZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0, stored
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.content.length, 18);
    local.writeUInt32LE(entry.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(STORED, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.content.length, 20);
    central.writeUInt32LE(entry.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.content);
    directory.push(central, name);
    offset += local.length + name.length + entry.content.length;
  }
  // Beyond these a zip needs zip64 records, which no caller needs (their limits are far lower).
  if (entries.length >= 0xffff || offset >= IN_ZIP64) throw new RangeError('too large for a plain zip');
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}
