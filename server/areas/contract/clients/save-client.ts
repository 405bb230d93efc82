import type {
  ClientCreateBody,
  ClientModifyBody,
  ClientSaved,
} from '../../../../manifests/contracts/contract';
import { withConstraintRefusals } from '../../../db/constraint-refusals';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { newUniqueId } from '../../../services/secrets';
import { listCompaniesForPicker } from '../../park/api';
import { type ClientFields, checkedOwnFields, checkKindFields } from './client-fields';
import { settledClient } from './settled-client';

export interface ClientChange<Body> {
  organizationId: number;
  body: Body;
  now: Date;
}

/** Names what a taken credit code or ID number is about. */
const clientTakenRefusals = (fields: ClientFields) => ({
  contract_clients_credit_code_key: () =>
    new ApiError(ErrorCode.ContractClientTaken, `统一社会信用代码 ${fields.creditCode} 已登记过客户`, 200, {
      field: 'creditCode',
    }),
  contract_clients_id_number_key: () =>
    new ApiError(ErrorCode.ContractClientTaken, '该身份证号已登记过客户', 200, { field: 'idNumber' }),
});

/**
 * An outside company is not one of the park's: a credit code 企业管理 has registered is refused, naming
 * the settled company to choose instead. (A settled company already a client holds its code in
 * `contract_clients` too, where the unique constraint is the guard; this is the kinder word before it.)
 */
async function refuseSettledCode(tx: Queryable, organizationId: number, fields: ClientFields) {
  if (fields.creditCode === null) return;
  const registered = await listCompaniesForPicker(tx, {
    organizationId,
    keyword: fields.creditCode,
    states: ['in_park', 'moved_out'],
    limit: 10,
  });
  const company = registered.find((candidate) => candidate.creditCode === fields.creditCode);
  if (company)
    throw new ApiError(
      ErrorCode.ContractClientTaken,
      `统一社会信用代码 ${fields.creditCode} 属于入驻企业「${company.name}」，请选择入驻企业`,
      200,
      { field: 'creditCode' },
    );
}

/**
 * 新增客户, in the caller's transaction. A settled company: its client, made on first use
 * (`settledClient`, idempotent). An outside company or a person: a new client, its credit code or ID
 * number refused when the organisation already has it (the unique constraints: of two requests at
 * once, the second waits for the first, then is refused), naming the field.
 */
/** A client's own fields in the columns' order of the insert and the update (name … id_number). */
const fieldValues = (fields: ClientFields) => [
  fields.name,
  fields.creditCode,
  fields.legalRepresentative,
  fields.contactName,
  fields.telephone,
  fields.address,
  fields.idNumber,
];

export async function createClient(
  tx: Queryable,
  { organizationId, body, now }: ClientChange<ClientCreateBody>,
): Promise<ClientSaved> {
  if (body.kind === 'settled') {
    checkKindFields(body);
    const { uniqueId } = await settledClient(tx, {
      organizationId,
      companyUniqueId: body.companyUniqueId!,
      now,
    });
    return { uniqueId };
  }
  const fields = checkedOwnFields(body);
  await refuseSettledCode(tx, organizationId, fields);
  const uniqueId = newUniqueId();
  await withConstraintRefusals(clientTakenRefusals(fields), () =>
    tx.query(
      `insert into contract_clients (organization_id, unique_id, kind, name, credit_code, legal_representative,
         contact_name, telephone, address, id_number, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [organizationId, uniqueId, body.kind, ...fieldValues(fields), now],
    ),
  );
  return { uniqueId };
}

/**
 * 编辑客户, in the caller's transaction: an outside company's or a person's fields as the form holds
 * them. The kind stays what it was; a settled company's fields are 企业管理's, edited there.
 */
export async function modifyClient(
  tx: Queryable,
  { organizationId, body, now }: ClientChange<ClientModifyBody>,
): Promise<ClientSaved> {
  const { uniqueId, ...rest } = body;
  let fields: ClientFields | undefined;
  if (rest.kind === 'settled') checkKindFields(rest);
  else fields = checkedOwnFields(rest);
  const current = await queryOne<{ id: number; kind: string }>(
    tx,
    'select id, kind from contract_clients where organization_id = $1 and unique_id = $2 for update',
    [organizationId, uniqueId],
  );
  if (!current) throw new ApiError(ErrorCode.ContractClientNotFound, undefined, 200, { field: 'uniqueId' });
  if (current.kind !== rest.kind)
    throw new ApiError(ErrorCode.ContractClientInvalid, '客户类型不能修改', 200, { field: 'kind' });
  if (!fields)
    throw new ApiError(ErrorCode.ContractClientInvalid, '入驻企业的资料请在园区运营的企业管理中编辑', 200, {
      field: 'kind',
    });
  await refuseSettledCode(tx, organizationId, fields);
  await withConstraintRefusals(clientTakenRefusals(fields), () =>
    tx.query(
      `update contract_clients set name = $2, credit_code = $3, legal_representative = $4, contact_name = $5,
         telephone = $6, address = $7, id_number = $8, updated_at = $9
        where id = $1`,
      [current.id, ...fieldValues(fields), now],
    ),
  );
  return { uniqueId };
}
