import type { Queryable } from '../../../server/db/database';
import { newUniqueId } from '../../../server/services/secrets';

/**
 * A member of the organisation with an account of their own, written directly: for a database
 * prepared without demo data, where nobody can sign in to add one. Answers them as an approval names
 * its applicant (`ApprovalApplicant`).
 */
export async function addMember(db: Queryable, organizationId: number, nickname: string) {
  const [account] = await db.query<{ id: number }>(
    `insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at)
     values ($1, $2, 'x', now(), now()) returning id`,
    [newUniqueId(), `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`],
  );
  const uniqueId = newUniqueId();
  const [membership] = await db.query<{ id: number }>(
    `insert into memberships (unique_id, account_id, organization_id, nickname, created_at)
     values ($1, $2, $3, $4, now()) returning id`,
    [uniqueId, account!.id, organizationId, nickname],
  );
  return { membershipId: membership!.id, uniqueId, name: nickname };
}
