import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';
import { newUniqueId } from '../../../services/secrets';
import { departmentsByIds, membersOfDepartments } from '../../settings/api';
import { plainTextOf, richTextOfPlain, sanitizeRichText } from './rich-text';

/** The message types of `/enterprise/v1/message/type/list`, seeded with the reference data. */
export const MessageTypeCode = {
  system: 'SYSTEM',
  approval: 'APPROVAL',
  contract: 'CONTRACT',
  park: 'PARK',
} as const;
export type MessageTypeCode = (typeof MessageTypeCode)[keyof typeof MessageTypeCode];

/**
 * Who receives a message: every active member of the organisation, the active members of some
 * departments (their sub-departments included), or chosen members (disabled ones are skipped).
 * Internal row ids: callers have already resolved and checked them inside the organisation.
 */
export type Recipients =
  | { kind: 'organization' }
  | { kind: 'departments'; departmentIds: readonly number[] }
  | { kind: 'members'; membershipIds: readonly number[] };

export interface OutgoingMessage {
  organizationId: number;
  type: MessageTypeCode;
  /** Which area sends it: 'notice' for 通知管理, else 'approval', 'contract', 'park', … */
  source: string;
  title: string;
  /** Rich text (sanitised here) or, with `plainBody`, plain text turned into paragraphs. */
  body: string;
  plainBody?: boolean;
  /** A path inside the console the message leads to ('/PC_APPROVAL_DETAIL?uniqueId=…'), or none. */
  link?: string;
  /** The member who sends it; none for the system. */
  publisher?: { membershipId: number; name: string } | null;
  recipients: Recipients;
  now: Date;
}

export interface SentMessage {
  /** The content's uniqueId (a notice's, in 通知管理). */
  uniqueId: string;
  contentId: number;
  recipientCount: number;
}

/** Recipients as the delivery reads them: departments resolved to their active members by settings. */
type Resolved = { kind: 'organization' } | { kind: 'members'; membershipIds: readonly number[] };

/**
 * The departments' active members (their sub-departments' included), from the settings area that owns
 * the tree; the other kinds as they are.
 */
async function resolve(tx: Queryable, organizationId: number, recipients: Recipients): Promise<Resolved> {
  if (recipients.kind !== 'departments') return recipients;
  const membershipIds = await membersOfDepartments(tx, organizationId, recipients.departmentIds, {
    includeDescendants: true,
    activeOnly: true,
  });
  return { kind: 'members', membershipIds };
}

/** Active members of the organisation (`$1`) that the recipients name, each once; ids in parameter `ids`. */
function recipientsSql(recipients: Resolved, ids: string): string {
  if (recipients.kind === 'organization') {
    return 'select m.id from memberships m where m.organization_id = $1 and m.state = 1';
  }
  return `select m.id from memberships m
           where m.organization_id = $1 and m.state = 1 and m.id = any(${ids}::int[])`;
}

/** The ids the recipients name, as the query's last parameter; none for the whole organisation. */
function recipientIds(recipients: Resolved): [number[]] | [] {
  return recipients.kind === 'members' ? [[...recipients.membershipIds]] : [];
}

/** How many active members the recipients name, without sending anything. */
export async function countRecipients(
  db: Queryable,
  organizationId: number,
  recipients: Recipients,
): Promise<number> {
  const resolved = await resolve(db, organizationId, recipients);
  const row = await queryOne<{ count: number }>(
    db,
    `select count(*)::int as count from (${recipientsSql(resolved, '$2')}) r`,
    [organizationId, ...recipientIds(resolved)],
  );
  return row?.count ?? 0;
}

/**
 * The message service every area calls: stores the content once and delivers one unread message to
 * each recipient. Pass the transaction of the change that causes the message, so that both commit
 * or neither does (an approval passed and its "已通过" message, say). The body is sanitised here,
 * whoever wrote it. Returns the content's uniqueId and how many members received it (0: nobody).
 */
export async function sendMessage(tx: Queryable, message: OutgoingMessage): Promise<SentMessage> {
  const body = message.plainBody ? richTextOfPlain(message.body) : sanitizeRichText(message.body);
  const uniqueId = newUniqueId();
  const content = await queryOne<{ id: number }>(
    tx,
    `insert into message_contents (unique_id, organization_id, type_code, source, title, body, plain_text, link,
       publisher_membership_id, publisher_name, scope, recipient_count, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12)
     returning id`,
    [
      uniqueId,
      message.organizationId,
      message.type,
      message.source,
      message.title,
      body,
      plainTextOf(body),
      message.link ?? '',
      message.publisher?.membershipId ?? null,
      message.publisher?.name ?? '',
      message.recipients.kind,
      message.now,
    ],
  );
  const contentId = content!.id;
  if (message.recipients.kind === 'departments') {
    const departments = await departmentsByIds(tx, message.organizationId, message.recipients.departmentIds);
    await tx.query(
      `insert into message_content_departments (content_id, department_id)
       select $1, u.id from unnest($2::int[]) as u (id)`,
      [contentId, departments.map((department) => department.id)],
    );
  }
  const recipients = await resolve(tx, message.organizationId, message.recipients);
  // One insert for every recipient: a notice to thousands is two round trips (resolve, insert).
  const delivered = await queryOne<{ count: number }>(
    tx,
    `with recipients as (${recipientsSql(recipients, '$5')}),
     inserted as (
       insert into messages (unique_id, content_id, membership_id, type_code, created_at)
       select replace(gen_random_uuid()::text, '-', ''), $2, r.id, $3, $4 from recipients r
       returning 1
     )
     select count(*)::int as count from inserted`,
    [message.organizationId, contentId, message.type, message.now, ...recipientIds(recipients)],
  );
  const recipientCount = delivered?.count ?? 0;
  await tx.query('update message_contents set recipient_count = $2 where id = $1', [
    contentId,
    recipientCount,
  ]);
  return { uniqueId, contentId, recipientCount };
}
