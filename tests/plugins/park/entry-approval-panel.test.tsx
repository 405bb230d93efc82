import approvalPlugin from '@plugins/approval';
import type { ApprovalDetail } from '@plugins/approval/api/approval-api';
import parkPlugin from '@plugins/park';
import { EntryApi } from '@plugins/park/api/entry-api';
import { screen, waitFor, within } from '@testing-library/react';
import { allCodesOf } from '@tests/support/signed-in-container';
import { pendingExpense, renderApprovalDetail } from '../approval/approval-detail-support';
import { entry, FakeEntryApi } from './support/fake-entry-api';

/** 审批详情 of an entry application's approval waiting on 赵敏, park registered beside approval. */
async function renderEntryApproval(codes?: readonly string[]) {
  const entries = new FakeEntryApi();
  entries.entries = [entry('e-1')];
  let state: ApprovalDetail['state'] = 'running';
  const detail = () =>
    pendingExpense({
      title: '陈刚提交的入驻申请',
      templateName: '入驻申请',
      typeKey: 'park.entry',
      businessId: 'e-1',
      state,
      ...(state === 'approved' ? { myTask: null } : {}),
    });
  const rendered = await renderApprovalDetail(detail, {
    alongside: [parkPlugin],
    codes,
    overrides: (c) => c.rebind(EntryApi).toConstantValue(entries),
    act: async () => {
      state = 'approved';
      Object.assign(entries.entries[0]!, { state: 'approved', companyUniqueId: 'c-1' });
    },
  });
  return { ...rendered, entries };
}

const panel = () => screen.findByRole('region', { name: '入驻申请' });

describe('入驻申请’s panel on 审批详情 (the slot approval.detail.business)', () => {
  it('shows the application being decided; approved on the same page, it is read again', async () => {
    const { user, sent, entries } = await renderEntryApproval();
    const shown = await panel();
    expect(await within(shown).findByText('深圳云帆智能装备有限公司')).toBeInTheDocument();
    expect(within(shown).getByText('91440300MA5H8K2Q1X')).toBeInTheDocument();
    expect(within(shown).getByText('480.00 m²')).toBeInTheDocument();
    expect(within(shown).getByText('2026-12-22')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定同意' }));
    await waitFor(() => expect(sent.task).toHaveLength(1));
    await waitFor(() => expect(entries.detailReads).toEqual(['e-1', 'e-1']));
  });

  it('is not shown to an approver who may not open applications', async () => {
    const codes = [
      ...allCodesOf(approvalPlugin),
      ...allCodesOf(parkPlugin).filter((code) => code !== 'PARK_ENTRY_DETAIL'),
    ];
    const { entries } = await renderEntryApproval(codes);
    await screen.findByText('SP202603050001');
    expect(screen.queryByRole('region', { name: '入驻申请' })).not.toBeInTheDocument();
    expect(entries.detailReads).toEqual([]);
  });
});
