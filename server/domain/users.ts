import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';

export interface UserDetail {
  uniqueId: string;
  nickname: string;
  telephone: string;
  organizationName: string;
  isAdmin: boolean;
}

export function findUserDetail(db: Queryable, membershipId: number): Promise<UserDetail | undefined> {
  return queryOne<UserDetail>(
    db,
    `select m.unique_id as "uniqueId", m.nickname, a.telephone, o.name as "organizationName", m.is_admin as "isAdmin"
       from memberships m
       join accounts a on a.id = m.account_id
       join organizations o on o.id = m.organization_id
      where m.id = $1`,
    [membershipId],
  );
}

export function listMessageTypes(db: Queryable): Promise<{ code: string; name: string }[]> {
  return db.query('select code, name from message_types order by sort, code');
}
