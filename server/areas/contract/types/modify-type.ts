import type { ContractTypeModifyBody, ContractTypeSaved } from '../../../../manifests/contracts/contract';
import { withConstraintRefusals } from '../../../db/constraint-refusals';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { checkedNumberRule } from './contract-number';
import { readContractType } from './read-types';

export interface ContractTypeChange {
  organizationId: number;
  body: ContractTypeModifyBody;
  now: Date;
}

/**
 * 编辑合同类型, in the caller's transaction: the name (unique in the organisation), whether it needs
 * approval, and its numbering rule, checked (`checkedNumberRule`). The code and the rent-out flag stay
 * as seeded; another organisation's type is not found.
 */
export async function modifyContractType(
  tx: Queryable,
  { organizationId, body, now }: ContractTypeChange,
): Promise<ContractTypeSaved> {
  const type = await readContractType(tx, organizationId, body.code, { lock: true });
  const { separator, ...rest } = body.numberRule;
  const rule = { ...rest, ...(separator === undefined ? {} : { separator }) };
  checkedNumberRule(type.code, rule);
  const name = body.name.trim();
  await withConstraintRefusals(
    {
      contract_types_name_key: () =>
        new ApiError(ErrorCode.ContractTypeNameTaken, `已有名为「${name}」的合同类型`, 200, {
          field: 'name',
        }),
    },
    () =>
      tx.query(
        `update contract_types set name = $3, needs_approval = $4, number_rule = $5::jsonb, updated_at = $6
          where organization_id = $1 and code = $2`,
        [organizationId, type.code, name, body.needsApproval, JSON.stringify(rule), now],
      ),
  );
  return { code: type.code };
}
