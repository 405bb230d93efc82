import type { ContractNoPreview, ContractNumberRule } from '../../../../manifests/contracts/contract';
import { type NumberRule, numberRuleProblem } from '../../../../manifests/contracts/numbering';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { peekNumber } from '../../../platform/numbering/peek-number';
import { takeNumber } from '../../../platform/numbering/take-number';
import { readContractType } from './read-types';

/** FNV-1a over the text's UTF-16 units, as 8 hex digits: a prefix (汉字 allowed) as a key's part. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A type's rule as the platform numbers by it. The counters are keyed by the type, the prefix and the
 * reset (`contract.no.rent-out.yearly.p1a2b3c4d`): a new prefix or reset starts a series of its own, as
 * the platform asks (a reset changed on one key would repeat numbers), and a rule changed back continues
 * its old series rather than repeating it. The date part, width and separator only change how the
 * sequence is written, so they keep the series.
 */
export function numberRuleOf(typeCode: string, rule: ContractNumberRule): NumberRule {
  return { ...rule, key: `contract.no.${typeCode}.${rule.reset}.p${shortHash(rule.prefix)}` };
}

/**
 * Refuses a rule numbers cannot be taken by, with `numberRuleProblem`'s sentence on its field
 * (`numberRule.width`), so 编辑合同类型's form shows it where the admin typed.
 */
export function checkedNumberRule(typeCode: string, rule: ContractNumberRule): NumberRule {
  const full = numberRuleOf(typeCode, rule);
  const problem = numberRuleProblem(full);
  if (problem)
    throw new ApiError(ErrorCode.NumberRuleInvalid, problem.message, 200, {
      field: `numberRule.${problem.field}`,
    });
  return full;
}

export interface ContractNumberTake {
  organizationId: number;
  typeCode: string;
  now: Date;
}

/**
 * The next number of a contract of the type, taken in the caller's transaction (a submit's): gap-free,
 * never given twice, given back when `tx` rolls back. The type's row is read `for update`, so a change
 * of its rule waits for the take's transaction, and the take for the change's.
 */
export async function takeContractNumber(tx: Queryable, take: ContractNumberTake): Promise<string> {
  const type = await readContractType(tx, take.organizationId, take.typeCode, {
    field: 'typeCode',
    lock: true,
  });
  return takeNumber(tx, {
    organizationId: take.organizationId,
    rule: numberRuleOf(type.code, type.numberRule),
    now: take.now,
  });
}

/** `no/generate`: the number `takeContractNumber` would give now, nothing taken. */
export async function previewContractNumber(
  db: Queryable,
  peek: ContractNumberTake,
): Promise<ContractNoPreview> {
  const type = await readContractType(db, peek.organizationId, peek.typeCode, { field: 'typeCode' });
  const number = await peekNumber(db, {
    organizationId: peek.organizationId,
    rule: numberRuleOf(type.code, type.numberRule),
    now: peek.now,
  });
  return { number, preview: true };
}
