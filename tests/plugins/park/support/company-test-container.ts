import type { AtriumPlugin } from '@core/plugin';
import approvalPlugin from '@plugins/approval';
import parkPlugin from '@plugins/park';
import { CompanyApi } from '@plugins/park/api/company-api';
import { signedInContainer } from '@tests/support/signed-in-container';
import { FakeCompanyApi } from './fake-company-api';

/** 企业管理's reading codes (what every member holds). */
export const COMPANY_READING_CODES = [
  'PC_PARK_OPERATION',
  'PC_PARK_COMPANY',
  'PARK_SETTLE_CORP',
  'PARK_COMPANY_DETAIL',
];

/** A signed-in member holding `codes` of the park area (and of `alongside`), its companies an in-memory fake. */
export async function companyTestContainer(
  options: { codes?: 'all' | readonly string[]; alongside?: readonly AtriumPlugin[] } = {},
) {
  const companies = new FakeCompanyApi();
  const test = await signedInContainer({
    plugin: parkPlugin,
    // 审批's plugin declares the 审批详情 slot park fills for 入驻申请.
    dependencies: [approvalPlugin],
    alongside: options.alongside,
    codes: options.codes ?? 'all',
    overrides: (c) => {
      c.rebind(CompanyApi).toConstantValue(companies);
    },
  });
  return { ...test, companies };
}
