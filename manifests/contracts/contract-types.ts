import { type Static, Type } from 'typebox';
import { CONTRACT_TYPE_NAME_MAX } from './contract-constants';
import { PlainName } from './fields';
import type { NumberDatePart, NumberReset, NumberRule, NumberSeparator } from './numbering';

/**
 * 合同类型 (`/enterprise/v1/manage/contract/type/…`) and the number preview (`…/contract/no/generate`),
 * declared once for the server's schemas and the console's client (`import type`).
 *
 * A type is data of its organisation: its code (fixed: `rent-out`, `service`, `purchase`, `other`), its
 * name, whether its contracts need approval, whether it is a rent-out type (rooms and a schedule; fixed),
 * its numbering rule and its document template. The rule is the platform's `NumberRule` without its key:
 * the server keys the counters by the type, its prefix and its reset, so a rule changed and changed back
 * continues its numbers instead of repeating them. The schema only checks the rule's shape; its values
 * are checked by `numberRuleProblem`, whose sentence the refusal carries on the field
 * (`numberRule.width`), the words a form using the same function shows as the admin types.
 */

/** The platform's rule shape (`manifests/contracts/numbering.ts`), the key left to the server. */
export type ContractNumberRule = Omit<NumberRule, 'key'>;

export const ContractNumberRuleInput = Type.Object(
  {
    prefix: Type.String({ title: '编号前缀', maxLength: 40 }),
    datePart: Type.Unsafe<NumberDatePart>({ type: 'string', title: '日期部分', maxLength: 10 }),
    width: Type.Integer({ title: '流水号位数' }),
    reset: Type.Unsafe<NumberReset>({ type: 'string', title: '重置周期', maxLength: 10 }),
    separator: Type.Optional(Type.Unsafe<NumberSeparator>({ type: 'string', title: '分隔符', maxLength: 4 })),
  },
  { additionalProperties: false, title: '编号规则' },
);

/** 类型编码: fixed, as seeded. */
export const ContractTypeCode = Type.String({ title: '合同类型', pattern: '^[a-z][a-z0-9-]{0,19}$' });

/** 合同类型's list: every type of the organisation, in their order. */
export const ContractTypeListQuery = Type.Object({}, { additionalProperties: false });
export type ContractTypeListQuery = Static<typeof ContractTypeListQuery>;

/** 编辑合同类型: the name, the approval and the numbering rule; the code and the rent-out flag stay. */
export const ContractTypeModifyBody = Type.Object(
  {
    code: ContractTypeCode,
    name: PlainName('类型名称', CONTRACT_TYPE_NAME_MAX),
    needsApproval: Type.Boolean({ title: '需要审批' }),
    numberRule: ContractNumberRuleInput,
  },
  { additionalProperties: false },
);
export type ContractTypeModifyBody = Static<typeof ContractTypeModifyBody>;

/** The number a contract of the type would get now. */
export const ContractNoGenerateBody = Type.Object(
  { typeCode: ContractTypeCode },
  { additionalProperties: false },
);
export type ContractNoGenerateBody = Static<typeof ContractNoGenerateBody>;

// ---- answers -------------------------------------------------------------------------------------

export interface ContractTypeRow {
  code: string;
  name: string;
  needsApproval: boolean;
  /** 出租: its contracts lease park rooms and carry a rent schedule. */
  rentOut: boolean;
  numberRule: ContractNumberRule;
  /**
   * The document template the type's contracts are printed from: a key for now (`contract.rent-out`);
   * the template itself (HTML and the PDF) comes with the preview.
   */
  templateKey: string;
  updatedAt: string;
}

export interface ContractTypeSaved {
  code: string;
}

/**
 * `no/generate`: the number the next contract of the type would be given if it were submitted now.
 * A preview (`preview: true`): nothing is taken, and a contract submitted later may get a later number.
 */
export interface ContractNoPreview {
  number: string;
  preview: true;
}
