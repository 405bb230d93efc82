import type { ContractTypeRow } from '../../../../manifests/contracts/contract';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

const typeColumns = `t.code, t.name, t.needs_approval as "needsApproval", t.rent_out as "rentOut",
  t.number_rule as "numberRule", t.template_key as "templateKey", t.updated_at as "updatedAt"`;

/** 合同类型's list: the organisation's types in their order. */
export function listContractTypes(db: Queryable, organizationId: number): Promise<ContractTypeRow[]> {
  return db.query<ContractTypeRow>(
    `select ${typeColumns} from contract_types t where t.organization_id = $1 order by t.sort, t.id`,
    [organizationId],
  );
}

/**
 * One type of the organisation, `合同类型不存在` (on `field`) for another organisation's or none. `lock`:
 * read `for update`, so a change of its rule and a take by it queue.
 */
export async function readContractType(
  db: Queryable,
  organizationId: number,
  code: string,
  { field = 'code', lock = false }: { field?: string; lock?: boolean } = {},
): Promise<ContractTypeRow> {
  const row = await queryOne<ContractTypeRow>(
    db,
    `select ${typeColumns} from contract_types t where t.organization_id = $1 and t.code = $2
      ${lock ? 'for update' : ''}`,
    [organizationId, code],
  );
  if (!row) throw new ApiError(ErrorCode.ContractTypeNotFound, undefined, 200, { field });
  return row;
}
