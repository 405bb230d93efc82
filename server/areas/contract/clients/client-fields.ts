import {
  CLIENT_KIND_LABELS,
  type ClientCreateBody,
  type ClientKind,
} from '../../../../manifests/contracts/contract';
import { creditCodeProblem, normalizeCreditCode } from '../../../../manifests/contracts/credit-code';
import { normalizeResidentId, residentIdProblem } from '../../../../manifests/contracts/resident-id';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

/** A client's own fields (an outside company's or a person's), as stored. */
export interface ClientFields {
  name: string;
  creditCode: string | null;
  legalRepresentative: string;
  contactName: string;
  telephone: string;
  address: string;
  idNumber: string | null;
}

type FieldName = Exclude<keyof ClientCreateBody, 'kind'>;

/** The fields' names as the form and the schema's refusals call them. */
const TITLES: Record<FieldName, string> = {
  companyUniqueId: '入驻企业',
  name: '客户名称',
  creditCode: '统一社会信用代码',
  legalRepresentative: '法定代表人',
  contactName: '联系人',
  telephone: '联系电话',
  address: '地址',
  idNumber: '身份证号',
};

/** Per kind, the fields it needs, and those it may carry besides. */
const KIND_FIELDS: Record<ClientKind, { required: readonly FieldName[]; optional: readonly FieldName[] }> = {
  settled: { required: ['companyUniqueId'], optional: [] },
  company: {
    required: ['name', 'creditCode', 'legalRepresentative', 'contactName', 'telephone'],
    optional: ['address'],
  },
  person: { required: ['name', 'telephone'], optional: ['address', 'idNumber'] },
};

const given = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * Refuses what the kind does not allow, in the order of the form: a field of another kind filled in
 * (left out or empty is fine: a form switching kinds may keep them), then a field the kind needs that is
 * missing or blank, answered as the schema answers it (`缺少必填项：联系电话`), on the field.
 */
export function checkKindFields(body: ClientCreateBody): void {
  const { required, optional } = KIND_FIELDS[body.kind];
  for (const field of Object.keys(TITLES) as FieldName[]) {
    if (required.includes(field) || optional.includes(field) || !given(body[field])) continue;
    const message =
      body.kind === 'settled'
        ? `入驻企业的${TITLES[field]}以企业管理中的为准，不在此填写`
        : `${CLIENT_KIND_LABELS[body.kind]}客户不填写${TITLES[field]}`;
    throw new ApiError(ErrorCode.ContractClientInvalid, message, 200, { field });
  }
  for (const field of required)
    if (!given(body[field]))
      throw new ApiError(ErrorCode.BadRequest, `缺少必填项：${TITLES[field]}`, 200, { field });
}

/**
 * An outside company's or a person's fields as they are stored, or the refusal on the field: the kind's
 * fields (`checkKindFields`), text trimmed, the credit code normalised and checked by its check
 * character (`creditCodeProblem`'s sentence), the ID number likewise (`residentIdProblem`'s).
 */
export function checkedOwnFields(body: ClientCreateBody): ClientFields {
  checkKindFields(body);
  const text = (value: string | undefined) => value?.trim() ?? '';
  let creditCode: string | null = null;
  if (body.kind === 'company') {
    creditCode = normalizeCreditCode(body.creditCode!);
    const problem = creditCodeProblem(creditCode);
    if (problem) throw new ApiError(ErrorCode.BadRequest, problem, 200, { field: 'creditCode' });
  }
  let idNumber: string | null = null;
  if (body.kind === 'person' && given(body.idNumber)) {
    idNumber = normalizeResidentId(body.idNumber!);
    const problem = residentIdProblem(idNumber);
    if (problem) throw new ApiError(ErrorCode.BadRequest, problem, 200, { field: 'idNumber' });
  }
  return {
    name: text(body.name),
    creditCode,
    legalRepresentative: text(body.legalRepresentative),
    // A person is its own contact.
    contactName: body.kind === 'person' ? text(body.name) : text(body.contactName),
    telephone: text(body.telephone),
    address: text(body.address),
    idNumber,
  };
}
