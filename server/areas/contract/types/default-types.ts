import type { ContractNumberRule, ContractTypeRow } from '../../../../manifests/contracts/contract';
import type { OrganizationSetupContext } from '../../../platform/platform-extensions';

/** A type as every organisation starts with it: a row without its time. */
export type DefaultContractType = Omit<ContractTypeRow, 'updatedAt'>;

const yearly = (prefix: string): ContractNumberRule => ({
  prefix,
  datePart: 'year',
  width: 4,
  reset: 'yearly',
  separator: '-',
});

/**
 * The types every organisation holds, in their order: 出租 (park rooms and a schedule), 服务, 采购 and
 * 其他, each numbered by year (`CZ-2026-0001`), each through approval until the admin says otherwise.
 */
export const DEFAULT_CONTRACT_TYPES: readonly DefaultContractType[] = [
  {
    code: 'rent-out',
    name: '出租',
    needsApproval: true,
    rentOut: true,
    numberRule: yearly('CZ'),
    templateKey: 'contract.rent-out',
  },
  {
    code: 'service',
    name: '服务',
    needsApproval: true,
    rentOut: false,
    numberRule: yearly('FW'),
    templateKey: 'contract.service',
  },
  {
    code: 'purchase',
    name: '采购',
    needsApproval: true,
    rentOut: false,
    numberRule: yearly('CG'),
    templateKey: 'contract.purchase',
  },
  {
    code: 'other',
    name: '其他',
    needsApproval: true,
    rentOut: false,
    numberRule: yearly('QT'),
    templateKey: 'contract.other',
  },
];

/**
 * The organisation set-up the contract area contributes (`organizationSetups`): the default types an
 * organisation lacks, added by code. Idempotent, and safe when two replicas prepare at once (the unique
 * code: the second insert does nothing); a type the admin has changed stays as the admin left it.
 */
export async function ensureContractTypes({ tx, organizationId, now }: OrganizationSetupContext) {
  for (const [sort, type] of DEFAULT_CONTRACT_TYPES.entries())
    await tx.query(
      `insert into contract_types (organization_id, code, name, needs_approval, rent_out, number_rule,
          template_key, sort, created_at, updated_at)
        values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $9)
        on conflict (organization_id, code) do nothing`,
      [
        organizationId,
        type.code,
        type.name,
        type.needsApproval,
        type.rentOut,
        JSON.stringify(type.numberRule),
        type.templateKey,
        sort,
        now,
      ],
    );
}
