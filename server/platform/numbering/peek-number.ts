import { formatNumber, numberPeriod } from '../../../manifests/contracts/numbering';
import { type Queryable, queryOne } from '../../db/database';
import { calendarDay, ORGANIZATION_TIME_ZONE } from '../calendar';
import { assertNumberRule, type TakeNumber } from './take-number';

/**
 * The number `takeNumber` would give now, read without taking it: a form's preview (合同编号 before the
 * contract is submitted). Nothing is written or locked, so a take committed meanwhile makes the preview
 * stale, and a take still uncommitted elsewhere is not seen: show it as a preview, never store it.
 */
export async function peekNumber(db: Queryable, peek: TakeNumber): Promise<string> {
  const { rule } = peek;
  assertNumberRule(rule);
  const day = calendarDay(peek.now, peek.timeZone ?? ORGANIZATION_TIME_ZONE);
  const row = await queryOne<{ last: string }>(
    db,
    `select last::text as last from number_sequences
      where organization_id = $1 and rule_key = $2 and period = $3`,
    [peek.organizationId, rule.key, numberPeriod(rule, day)],
  );
  return formatNumber(rule, day, Number(row?.last ?? 0) + 1);
}
