import { ApiError } from '@core';
import type { DraftValues } from '@manifests/contracts/draft';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { LOAN_DRAFT_KIND } from '@tests/fixtures/equipment-loan/manifest';
import LoanApplyPage from '@tests/fixtures/equipment-loan/views/loan-apply-page';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { loanTestContainer } from './support/loan-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A draft of 借用申请 as the form saves it: the camera for three days, 赵敏 to approve. */
const draftValues: DraftValues = {
  itemUniqueId: 'item-camera',
  period: ['2026-12-01', '2026-12-03'],
  purpose: '客户拜访拍摄',
  approverUniqueId: 'm-zhao',
};

/** 借用申请 resuming the draft d-1 saved at `step`, with `values`. */
async function renderApply(step: number, values: DraftValues = draftValues) {
  const test = await loanTestContainer();
  test.drafts.put({ uniqueId: 'd-1', kind: LOAN_DRAFT_KIND, title: '数码相机', step, revision: 3, values });
  await act(async () => {
    renderWithServices(
      <>
        <LoanApplyPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/equipment-loan/apply?draft=d-1' },
    );
  });
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const shownStep = () =>
  [...document.querySelectorAll('section[data-step-index]')]
    .filter((section) => !section.hasAttribute('hidden'))
    .map((section) => section.getAttribute('aria-label'));

const errorsOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')
    ?.textContent ?? '';

describe('设备借用’s 借用申请 (StepForm)', () => {
  it('resumes a draft on its step and submits the loan with the draft, which the server removes', async () => {
    const { loans, drafts, user } = await renderApply(1);
    await waitFor(() => expect(shownStep()).toEqual(['用途与审批']));
    expect(screen.getByLabelText('借用用途')).toHaveValue('客户拜访拍摄');
    expect(await screen.findByText('赵敏')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(loans.submits).toHaveLength(1));
    expect(loans.submits[0]).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      itemUniqueId: 'item-camera',
      period: { from: '2026-12-01', to: '2026-12-03' },
      purpose: '客户拜访拍摄',
      approverUniqueId: 'm-zhao',
      draftUniqueId: 'd-1',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/equipment-loan/detail?uniqueId=loan-new'),
    );
    // The submit's own transaction removed it on the server: the form does not remove it again.
    expect(drafts.removed).toEqual([]);
  });

  it('saves the days as calendar days in the draft, titled by the item chosen', async () => {
    const { drafts, user } = await renderApply(0, {
      itemUniqueId: 'item-projector',
      period: ['2026-12-08', '2026-12-09'],
    });
    await waitFor(() => expect(shownStep()).toEqual(['设备与日期']));
    expect(await screen.findByText('投影仪 A（押金 500.00 元）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(shownStep()).toEqual(['用途与审批']));
    await user.type(screen.getByLabelText('借用用途'), '路演');
    await waitFor(() => expect(drafts.saves.at(-1)?.values).toMatchObject({ purpose: '路演' }));
    expect(drafts.saves.at(-1)).toMatchObject({
      kind: LOAN_DRAFT_KIND,
      uniqueId: 'd-1',
      title: '投影仪 A',
      step: 1,
      values: { itemUniqueId: 'item-projector', period: ['2026-12-08', '2026-12-09'] },
    });
  });

  it('validates each step before 下一步', async () => {
    const { user } = await renderApply(0, {});
    await waitFor(() => expect(shownStep()).toEqual(['设备与日期']));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(errorsOf('借用设备')).toBe('请选择借用设备'));
    expect(errorsOf('借用日期')).toBe('请选择借用日期');
    expect(shownStep()).toEqual(['设备与日期']);
  });

  it('shows the server’s refusal of the days on 借用日期, back on its step, and stays', async () => {
    const { loans, user } = await renderApply(1);
    loans.submitAnswer = async () => {
      throw new ApiError(400901, '设备「数码相机」在 2026-12-02 至 2026-12-04 已被借用，请换个日期或设备', {
        field: 'period',
      });
    };
    await waitFor(() => expect(shownStep()).toEqual(['用途与审批']));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(shownStep()).toEqual(['设备与日期']));
    await waitFor(() =>
      expect(errorsOf('借用日期')).toBe(
        '设备「数码相机」在 2026-12-02 至 2026-12-04 已被借用，请换个日期或设备',
      ),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/equipment-loan/apply?draft=d-1');
  });
});
