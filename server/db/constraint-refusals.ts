import type { ApiError } from '../http/api-error';
import { type KeyValues, parseKeyDetail } from './key-detail';

export type { KeyValues } from './key-detail';
export { describeDateRange, parseDateRange } from './key-detail';

/** SQLSTATEs of the violations a use case may turn into refusals. */
const VIOLATION_KINDS = { '23505': 'unique', '23P01': 'exclusion' } as const;

/**
 * A unique (23505) or exclusion (23P01) violation, read from the engine's error: node-postgres and
 * PGlite both throw pg-protocol's `DatabaseError`, carrying `code`, `constraint`, `table` and `detail`.
 */
export interface ConstraintViolation {
  kind: 'unique' | 'exclusion';
  /** The constraint's (or unique index's) name: what a use case maps. */
  constraint: string;
  table: string | undefined;
  /** The key's columns, in the index's order; empty when the detail could not be read. */
  columns: readonly string[];
  /** The key the failing statement wrote, as PostgreSQL printed it; undefined when it could not be read. */
  key: KeyValues | undefined;
  /**
   * The existing row's key: for an exclusion the conflicting one (`[2026-01-15,2026-03-01)` for an
   * overlap), for a unique violation the same as `key`.
   */
  conflictingKey: KeyValues | undefined;
}

/** Per constraint name, the refusal a use case answers instead of the violation. */
export type ConstraintRefusals = Readonly<Record<string, (violation: ConstraintViolation) => ApiError>>;

/** The violation `error` is, or undefined for any other error. */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, table, detail } = error as Record<string, unknown>;
  const kind = typeof code === 'string' ? VIOLATION_KINDS[code as keyof typeof VIOLATION_KINDS] : undefined;
  if (!kind || typeof constraint !== 'string') return undefined;
  const parsed = typeof detail === 'string' ? parseKeyDetail(detail) : undefined;
  return {
    kind,
    constraint,
    table: typeof table === 'string' ? table : undefined,
    columns: parsed?.columns ?? [],
    key: parsed?.key,
    conflictingKey: kind === 'unique' ? parsed?.key : parsed?.conflictingKey,
  };
}

/** The refusal `refusals` maps `error` to, or undefined when it is no violation of a constraint they name. */
export function constraintRefusal(error: unknown, refusals: ConstraintRefusals): ApiError | undefined {
  const violation = constraintViolation(error);
  if (!violation || !Object.hasOwn(refusals, violation.constraint)) return undefined;
  return refusals[violation.constraint]!(violation);
}

/**
 * Runs `work` (statements in the caller's transaction, or a whole transaction) and throws, instead of
 * a unique or exclusion violation of a constraint `refusals` names, the refusal built for it; any other
 * error goes on as it was. A violation aborts the transaction it happened in (PostgreSQL refuses every
 * later statement of it), so the refusal ends the use case: it is not a branch to carry on from.
 *
 * ```ts
 * await withConstraintRefusals(
 *   {
 *     leases_room_during_excl: ({ conflictingKey }) =>
 *       new ApiError(ErrorCode.PeriodOverlaps, `该房间在 ${describeDateRange(conflictingKey?.during ?? '')} 已出租`),
 *   },
 *   () => tx.query('insert into leases (room_id, during) values ($1, daterange($2, $3))', [roomId, from, to]),
 * );
 * ```
 */
export async function withConstraintRefusals<T>(
  refusals: ConstraintRefusals,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw constraintRefusal(error, refusals) ?? error;
  }
}
