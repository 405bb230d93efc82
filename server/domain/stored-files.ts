import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';

/** A file kept in the database, so that any replica serves it (uploaded images such as logos). */
export interface StoredFile {
  uniqueId: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  content: Buffer;
}

/**
 * 128 random bits, hex: the address of a file is its only key (see the files route), so it must
 * not be guessable from another upload's id, unlike the 64-bit ids of ordinary rows.
 */
export function newStoredFileId(): string {
  return randomBytes(16).toString('hex');
}

export async function insertStoredFile(
  db: Queryable,
  file: { organizationId: number; fileName: string; contentType: string; content: Buffer; createdAt: Date },
): Promise<string> {
  const uniqueId = newStoredFileId();
  // The bytes travel as hex text and are decoded by PostgreSQL: both engines take text the same
  // way, whereas binary parameters depend on each driver's (and realm's) idea of a byte array.
  await db.query(
    `insert into stored_files (unique_id, organization_id, file_name, content_type, byte_size, content, created_at)
     values ($1, $2, $3, $4, $5, decode($6, 'hex'), $7)`,
    [
      uniqueId,
      file.organizationId,
      file.fileName,
      file.contentType,
      file.content.length,
      file.content.toString('hex'),
      file.createdAt,
    ],
  );
  return uniqueId;
}

/** A file by its id, whichever organisation uploaded it (its id is the key; see the files route). */
export async function findStoredFile(db: Queryable, uniqueId: string): Promise<StoredFile | undefined> {
  const row = await queryOne<Omit<StoredFile, 'content'> & { content: string }>(
    db,
    `select unique_id as "uniqueId", file_name as "fileName", content_type as "contentType",
            byte_size as "byteSize", encode(content, 'base64') as content
       from stored_files where unique_id = $1`,
    [uniqueId],
  );
  return row && { ...row, content: Buffer.from(row.content, 'base64') };
}

/** Which of these files the organisation stored (a form may only attach its own organisation's files). */
export async function storedFilesAmong(
  db: Queryable,
  organizationId: number,
  uniqueIds: readonly string[],
): Promise<Set<string>> {
  if (uniqueIds.length === 0) return new Set();
  const rows = await db.query<{ uniqueId: string }>(
    `select unique_id as "uniqueId" from stored_files where organization_id = $1 and unique_id = any($2::text[])`,
    [organizationId, [...uniqueIds]],
  );
  return new Set(rows.map((row) => row.uniqueId));
}
