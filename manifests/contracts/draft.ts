import { type Static, Type } from 'typebox';
import { DRAFT_STEP_MAX, DRAFT_TITLE_MAX } from './draft-constants';
import { PlainName, RequestId, UniqueId } from './fields';
import { PageQuery } from './page';

/**
 * A member's drafts of a step form (`/enterprise/v1/draft/…`, the platform's): the values typed so
 * far, saved as the member goes and resumed later, one row per draft of a kind an area declares
 * (`draftKind` in `server/platform/drafts/draft-kinds.ts`). Declared once: the server's routes validate
 * bodies with these schemas, the console's draft client uses their types (`import type`).
 */

export * from './draft-constants';

/** `<area>.<form>`: `contract.rentout`. */
export const DraftKindName = Type.String({
  title: '草稿类型',
  pattern: '^[a-z][a-z0-9-]*\\.[a-z][a-z0-9-]*$',
  maxLength: 64,
});

/**
 * The form's values: an object of plain JSON values (strings, numbers, booleans, null, arrays and
 * objects of those). Its size, depth and the strings it holds are checked by the server
 * (`server/platform/drafts/draft-values.ts`), naming the field a refusal is about.
 */
export type DraftValue = string | number | boolean | null | DraftValue[] | { [key: string]: DraftValue };
export type DraftValues = { [key: string]: DraftValue };

const Values = Type.Unsafe<DraftValues>(Type.Record(Type.String(), Type.Unknown(), { title: '草稿内容' }));

export const DraftSaveBody = Type.Object(
  {
    kind: DraftKindName,
    /** Left out for a new draft; the draft to save otherwise. */
    uniqueId: Type.Optional(UniqueId('草稿')),
    /** The revision the client edited (0 for a new draft): an older one is refused as a conflict. */
    revision: Type.Integer({ title: '草稿版本', minimum: 0, maximum: 2_147_483_647 }),
    /** One per save: a retried save (a lost answer) answers as the first did and changes nothing. */
    requestId: RequestId,
    title: PlainName('草稿标题', DRAFT_TITLE_MAX),
    /** The step the member is on (from 0). */
    step: Type.Integer({ title: '当前步骤', minimum: 0, maximum: DRAFT_STEP_MAX }),
    values: Values,
  },
  { additionalProperties: false },
);
export type DraftSaveBody = Static<typeof DraftSaveBody>;

export interface DraftSaved {
  uniqueId: string;
  revision: number;
  updatedAt: string;
}

/** The refusal's `data` when the draft was saved elsewhere since the revision the client edited. */
export interface DraftConflict {
  revision: number;
  updatedAt: string;
}

export const DraftRef = Type.Object(
  { kind: DraftKindName, uniqueId: UniqueId('草稿') },
  { additionalProperties: false },
);
export type DraftRef = Static<typeof DraftRef>;

/** One draft in the member's list. */
export interface DraftSummary {
  uniqueId: string;
  kind: string;
  title: string;
  step: number;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface DraftDetail extends DraftSummary {
  values: DraftValues;
}

export const DraftPageQuery = Type.Object(
  { kind: DraftKindName, ...PageQuery.properties },
  { additionalProperties: false },
);
export type DraftPageQuery = Static<typeof DraftPageQuery> & PageQuery;
