import { DirectoryApi } from '@core';
import { DraftApi } from '@core/crud';
import approvalPlugin from '@plugins/approval';
import parkPlugin from '@plugins/park';
import equipmentLoan from '@tests/fixtures/equipment-loan';
import { LoanApi } from '@tests/fixtures/equipment-loan/api/loan-api';
import { FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { FakeDraftApi } from '@tests/support/fakes/fake-draft-api';
import { allCodesOf, signedInContainer } from '@tests/support/signed-in-container';
import { FakeLoanApi } from './fake-loan-api';

/** Every code of 设备借用's manifest; the borrowers' (普通员工) lack 登记归还 and 导出. */
export const ALL_LOAN_CODES = allCodesOf(equipmentLoan);
export const BORROWER_CODES = ALL_LOAN_CODES.filter(
  (code) => code !== 'EQUIPMENT_LOAN_GIVE_BACK' && code !== 'EQUIPMENT_LOAN_EXPORT',
);

export const MEMBERS = [
  { uniqueId: 'm-chen', name: '陈刚', departments: '招商部' },
  { uniqueId: 'm-zhao', name: '赵敏', departments: '招商部' },
];

/**
 * The console signed in to 星河科技园 with 设备借用 registered — beside park, whose directory its menu
 * hangs in, and approval, whose 审批详情 slot it fills — holding `codes` of its own; its API, the
 * drafts and the directory in memory.
 */
export async function loanTestContainer(codes: readonly string[] = ALL_LOAN_CODES) {
  const loans = new FakeLoanApi();
  const drafts = new FakeDraftApi();
  const test = await signedInContainer({
    plugin: equipmentLoan,
    dependencies: [parkPlugin, approvalPlugin],
    codes,
    overrides: (c) => {
      c.rebind(LoanApi).toConstantValue(loans);
      c.rebind(DraftApi).toConstantValue(drafts);
      c.rebind(DirectoryApi).toConstantValue(new FakeDirectoryApi([], MEMBERS));
    },
  });
  return { ...test, loans, drafts };
}
