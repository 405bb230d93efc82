import type { Migration } from './migration';

/**
 * `btree_gist`: GiST operator classes for plain types (integers, text, dates), so one exclusion
 * constraint can say "the same room, overlapping dates" — `exclude using gist (room_id with =, during
 * with &&)` — the database's guard against a double lease or a double booking. PostgreSQL 13+ marks it
 * trusted: the database's owner may create it without being a superuser. PGlite loads its files at
 * start (`server/db/pglite-extensions.ts`).
 */
export const btreeGist: Migration = {
  id: '0007-btree-gist',
  sql: 'create extension if not exists btree_gist;',
};
