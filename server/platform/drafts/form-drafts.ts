import {
  DRAFTS_PER_KIND_MAX,
  type DraftConflict,
  type DraftDetail,
  type DraftSaveBody,
  type DraftSaved,
  type DraftSummary,
} from '../../../manifests/contracts/draft';
import type { Page } from '../../../manifests/contracts/page';
import { type Queryable, queryOne } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { ErrorCode } from '../../http/error-codes';
import type { Dated } from '../../http/wire';
import { newUniqueId } from '../../services/secrets';
import { calendarDay, ORGANIZATION_TIME_ZONE } from '../calendar';
import { draftValuesProblem } from './draft-values';

/**
 * A member's drafts of step forms (table `form_drafts`, migration 0010): the use cases behind
 * `/enterprise/v1/draft/*`, each taking the caller's transaction first, so an area's own submit may
 * remove the draft it came from in the transaction that stores the business object. Every query
 * carries the organisation and the member: nobody reads or writes another member's drafts. The
 * kind's permission is the caller's to check (the routes do, on every call).
 */

/** Whose drafts: the member acting, in their organisation. */
export interface DraftOwner {
  organizationId: number;
  membershipId: number;
}

/** Arbitrary constant: with the member's id, the lock that makes their creations one at a time. */
const CREATE_LOCK = 4_202_930;

const summaryColumns = `unique_id as "uniqueId", kind, title, step, revision,
  created_at as "createdAt", updated_at as "updatedAt"`;

interface DraftRow {
  id: number;
  uniqueId: string;
  kind: string;
  revision: number;
  requestId: string;
  updatedAt: Date;
}

const rowColumns = `id, unique_id as "uniqueId", kind, revision, request_id as "requestId", updated_at as "updatedAt"`;

const minuteFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ORGANIZATION_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-12-01 10:32` in the organisation's time zone. */
function minuteOf(instant: Date): string {
  return `${calendarDay(instant)} ${minuteFormat.format(instant)}`;
}

function savedOf(row: Pick<DraftRow, 'uniqueId' | 'revision' | 'updatedAt'>): Dated<DraftSaved, 'updatedAt'> {
  return { uniqueId: row.uniqueId, revision: row.revision, updatedAt: row.updatedAt };
}

function conflict(row: DraftRow): ApiError {
  const data: Dated<DraftConflict, 'updatedAt'> = { revision: row.revision, updatedAt: row.updatedAt };
  return new ApiError(
    ErrorCode.DraftConflict,
    `该草稿已于 ${minuteOf(row.updatedAt)} 在别处保存，这里的修改未保存，请重新加载后再编辑`,
    200,
    data,
  );
}

function refuseBadValues(values: unknown): void {
  const problem = draftValuesProblem(values);
  if (problem?.kind === 'invalid')
    throw new ApiError(ErrorCode.DraftValuesInvalid, problem.message, 200, { field: problem.field });
  if (problem?.kind === 'tooLarge')
    throw new ApiError(ErrorCode.DraftTooLarge, undefined, 200, { field: 'values' });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The member's draft holding this request id (its last save's), if any. */
function draftOfRequest(tx: Queryable, owner: DraftOwner, requestId: string): Promise<DraftRow | undefined> {
  return queryOne<DraftRow>(
    tx,
    `select ${rowColumns} from form_drafts where organization_id = $1 and membership_id = $2 and request_id = $3`,
    [owner.organizationId, owner.membershipId, requestId],
  );
}

type SaveInput = { owner: DraftOwner; now: Date; body: DraftSaveBody };

/**
 * A new draft. A retry of the creation (its request id on a draft at revision 1 of this kind) answers
 * that draft; the member's creations run one at a time (an advisory lock), so retries sent together
 * create one draft and the count bound holds.
 */
async function createDraft(
  tx: Queryable,
  { owner, now, body }: SaveInput,
): Promise<Dated<DraftSaved, 'updatedAt'>> {
  if (body.revision !== 0)
    throw new ApiError(ErrorCode.BadRequest, '新草稿的版本应为 0', 200, { field: 'revision' });
  await tx.query('select pg_advisory_xact_lock($1, $2)', [CREATE_LOCK, owner.membershipId]);
  const earlier = await draftOfRequest(tx, owner, body.requestId);
  if (earlier) {
    if (earlier.revision === 1 && earlier.kind === body.kind) return savedOf(earlier);
    throw new ApiError(ErrorCode.DraftRequestReused);
  }
  const count = await queryOne<{ count: number }>(
    tx,
    'select count(*)::int as count from form_drafts where organization_id = $1 and membership_id = $2 and kind = $3',
    [owner.organizationId, owner.membershipId, body.kind],
  );
  if ((count?.count ?? 0) >= DRAFTS_PER_KIND_MAX) throw new ApiError(ErrorCode.DraftLimitReached);
  const created = await queryOne<DraftRow>(
    tx,
    `insert into form_drafts (unique_id, organization_id, membership_id, kind, title, step, content, revision,
       request_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, $9)
     returning ${rowColumns}`,
    [
      newUniqueId(),
      owner.organizationId,
      owner.membershipId,
      body.kind,
      body.title,
      body.step,
      JSON.stringify(body.values),
      body.requestId,
      now,
    ],
  );
  return savedOf(created as DraftRow);
}

/**
 * Saves the draft on the revision the client edited, one revision on. A retry of a save that went
 * through (its request id on this draft, one revision past the one sent) answers as it did; a save on
 * an older revision is refused as a conflict naming when the draft was saved since; a request id that
 * another save used is refused.
 */
async function updateDraft(
  tx: Queryable,
  { owner, now, body }: SaveInput & { body: { uniqueId: string } },
): Promise<Dated<DraftSaved, 'updatedAt'>> {
  const row = await queryOne<DraftRow>(
    tx,
    `select ${rowColumns} from form_drafts
      where organization_id = $1 and membership_id = $2 and kind = $3 and unique_id = $4 for update`,
    [owner.organizationId, owner.membershipId, body.kind, body.uniqueId],
  );
  if (!row) throw new ApiError(ErrorCode.DraftNotFound);
  if (row.requestId === body.requestId) {
    if (row.revision === body.revision + 1) return savedOf(row);
    throw new ApiError(ErrorCode.DraftRequestReused);
  }
  if (row.revision !== body.revision) throw conflict(row);
  try {
    const saved = await queryOne<DraftRow>(
      tx,
      `update form_drafts set title = $2, step = $3, content = $4, revision = revision + 1, request_id = $5,
         updated_at = $6
        where id = $1 returning ${rowColumns}`,
      [row.id, body.title, body.step, JSON.stringify(body.values), body.requestId, now],
    );
    return savedOf(saved as DraftRow);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ErrorCode.DraftRequestReused);
    throw error;
  }
}

/** Creates the draft (no `uniqueId`) or saves it on the revision the client edited. */
export async function saveDraft(tx: Queryable, input: SaveInput): Promise<Dated<DraftSaved, 'updatedAt'>> {
  refuseBadValues(input.body.values);
  const { uniqueId } = input.body;
  if (uniqueId === undefined) return createDraft(tx, input);
  return updateDraft(tx, { ...input, body: { ...input.body, uniqueId } });
}

/** One of the member's drafts, with its values. */
export async function readDraft(
  db: Queryable,
  owner: DraftOwner,
  ref: { kind: string; uniqueId: string },
): Promise<Dated<DraftDetail, 'createdAt' | 'updatedAt'>> {
  const draft = await queryOne<Dated<DraftDetail, 'createdAt' | 'updatedAt'>>(
    db,
    `select ${summaryColumns}, content as "values" from form_drafts
      where organization_id = $1 and membership_id = $2 and kind = $3 and unique_id = $4`,
    [owner.organizationId, owner.membershipId, ref.kind, ref.uniqueId],
  );
  if (!draft) throw new ApiError(ErrorCode.DraftNotFound);
  return draft;
}

/** The member's drafts of a kind, newest first (the last saved on top). */
export async function pageDrafts(
  db: Queryable,
  owner: DraftOwner,
  query: { kind: string; pageNum: number; pageSize: number },
): Promise<Page<Dated<DraftSummary, 'createdAt' | 'updatedAt'>>> {
  const { kind, pageNum, pageSize } = query;
  const rows = await db.query<Dated<DraftSummary, 'createdAt' | 'updatedAt'> & { total: number }>(
    `select ${summaryColumns}, count(*) over ()::int as total from form_drafts
      where organization_id = $1 and membership_id = $2 and kind = $3
      order by updated_at desc, id desc limit $4 offset $5`,
    [owner.organizationId, owner.membershipId, kind, pageSize, (pageNum - 1) * pageSize],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the last: the count alone.
    const counted = await queryOne<{ count: number }>(
      db,
      'select count(*)::int as count from form_drafts where organization_id = $1 and membership_id = $2 and kind = $3',
      [owner.organizationId, owner.membershipId, kind],
    );
    total = counted?.count ?? 0;
  }
  return { list: rows.map(({ total: _total, ...row }) => row), total, pageNum, pageSize };
}

/** Removes one of the member's drafts (an area's submit may call it in its own transaction). */
export async function removeDraft(
  tx: Queryable,
  owner: DraftOwner,
  ref: { kind: string; uniqueId: string },
): Promise<void> {
  const removed = await tx.query(
    `delete from form_drafts where organization_id = $1 and membership_id = $2 and kind = $3 and unique_id = $4
      returning id`,
    [owner.organizationId, owner.membershipId, ref.kind, ref.uniqueId],
  );
  if (removed.length === 0) throw new ApiError(ErrorCode.DraftNotFound);
}
