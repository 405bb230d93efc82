import {
  formatNumber,
  type NumberRule,
  numberPeriod,
  numberRuleProblem,
} from '../../../manifests/contracts/numbering';
import { type Queryable, queryOne } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { ErrorCode } from '../../http/error-codes';
import { calendarDay, ORGANIZATION_TIME_ZONE } from '../calendar';

export type { NumberRule } from '../../../manifests/contracts/numbering';

/**
 * Refuses a rule numbers cannot be taken by, in Chinese, naming its field (`data.field`), so a form
 * editing the rule shows the refusal on that field.
 */
export function assertNumberRule(rule: NumberRule): void {
  const problem = numberRuleProblem(rule);
  if (problem) {
    throw new ApiError(ErrorCode.NumberRuleInvalid, problem.message, 200, { field: problem.field });
  }
}

/**
 * Advances the counter of one organisation, rule key and period in one statement: the first take of a
 * period inserts its row at 1, every later one adds 1 to it, and both answer the value. Two takers at
 * once queue on the row's lock (or on the first insert's key), so neither reads a value the other
 * has taken; a rollback of the caller's transaction undoes the step, and the number is given back.
 */
const ADVANCE = `
  insert into number_sequences as s (organization_id, rule_key, period, last) values ($1, $2, $3, 1)
  on conflict (organization_id, rule_key, period) do update set last = s.last + 1
  returning last::text as last`;

export interface TakeNumber {
  organizationId: number;
  rule: NumberRule;
  /** The instant of the take: its calendar day gives the date part and the period. */
  now: Date;
  /** The organisation's time zone (Asia/Shanghai by default). */
  timeZone?: string;
}

/**
 * The next number of `rule` for the organisation, taken in the caller's transaction `tx`: gap-free and
 * never given twice while the transaction commits, given back when it rolls back. The date part and the
 * period are the calendar day of `now` in the organisation's time zone (a yearly rule starts again at
 * 00:00 of 1 January in Shanghai, which is 16:00 UTC on 31 December).
 */
export async function takeNumber(tx: Queryable, take: TakeNumber): Promise<string> {
  const { rule } = take;
  assertNumberRule(rule);
  const day = calendarDay(take.now, take.timeZone ?? ORGANIZATION_TIME_ZONE);
  const row = await queryOne<{ last: string }>(tx, ADVANCE, [
    take.organizationId,
    rule.key,
    numberPeriod(rule, day),
  ]);
  if (!row) throw new Error(`number_sequences: no row advanced for ${rule.key}`);
  return formatNumber(rule, day, Number(row.last));
}
