import { constants, deflateRawSync } from 'node:zlib';

/** Zip files written by hand (PKWARE APPNOTE 4.3): honest ones, and ones whose headers lie. */

export interface ZipEntrySpec {
  name: string;
  /** The entry's data as stored in the file: deflated unless `method` is 0. */
  data: Buffer;
  /** 8 deflate (the default), 0 stored. */
  method?: 0 | 8;
  /** What the headers claim the entry unpacks to. */
  declaredSize: number;
  crc?: number;
  /** General purpose flags beyond UTF-8 names (1: encrypted). */
  flags?: number;
  /** Sizes in the central directory's zip64 extra field, its 32-bit fields all ones. */
  zip64?: boolean;
}

/** A zip of these entries, each header saying what the spec says (true or not). */
export function zipOf(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.method ?? 8;
    const flags = 0x0800 | (entry.flags ?? 0); // names in UTF-8
    const extra = Buffer.alloc(entry.zip64 ? 20 : 0);
    if (entry.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(entry.declaredSize), 4);
      extra.writeBigUInt64LE(BigInt(entry.data.length), 12);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.zip64 ? 0xffffffff : entry.data.length, 20);
    central.writeUInt32LE(entry.zip64 ? 0xffffffff : entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name, extra);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, built without ever holding them: one MiB deflated
 * and fully flushed is a byte-aligned piece that starts afresh (no reference to earlier data), so the
 * same piece repeated and a final empty block is a valid stream of any length, about 1 KB per MiB.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const piece = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => piece), deflateRawSync(Buffer.alloc(0))]);
}

/**
 * A "zip bomb" posing as a workbook: its sheet claims to unpack to 1 000 bytes but inflates to
 * `mebibytes` MiB of zeros.
 */
export function zipBomb(mebibytes: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: deflateRawSync('<Types/>'), declaredSize: 8 },
    { name: 'xl/worksheets/sheet1.xml', data: deflatedZeros(mebibytes), declaredSize: 1_000 },
  ]);
}
