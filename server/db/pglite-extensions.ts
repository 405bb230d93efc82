import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The contrib extensions every embedded engine loads, wherever one is created (the server's
 * `PgliteDatabase.open`, the test harness's engines): PostgreSQL's own `create extension` in a
 * migration then finds their files, as it finds them on a server that ships them.
 * `btree_gist` lets exclusion constraints mix equality on plain columns with range overlap
 * (`exclude using gist (room_id with =, during with &&)`), migration 0007-btree-gist.
 */
export const pgliteExtensions = { btree_gist };
