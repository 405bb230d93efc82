import type { Queryable } from '../db/database';

export function listMessageTypes(db: Queryable): Promise<{ code: string; name: string }[]> {
  return db.query('select code, name from message_types order by sort, code');
}
