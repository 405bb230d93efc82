import { themeTokens } from '@core/app/theme-tokens';
import {
  APPROVAL_STATE_OPTIONS,
  APPROVAL_STATES,
  ApprovalLink,
  ApprovalStateTag,
  approvalDetailPath,
} from '@core/components';
import { ApprovalPaths } from '@manifests/approval';
import { INSTANCE_STATES } from '@manifests/contracts/approval';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { useLocation } from 'react-router-dom';

function Location() {
  const location = useLocation();
  return <output aria-label="地址">{`${location.pathname}${location.search}`}</output>;
}

describe('the approval state tag and link other areas show', () => {
  it('names every state in Chinese, in the theme’s status colours', () => {
    expect(Object.keys(APPROVAL_STATES).sort()).toEqual([...INSTANCE_STATES].sort());
    expect(APPROVAL_STATE_OPTIONS).toEqual([
      { label: '审批中', value: 'running' },
      { label: '已退回', value: 'returned' },
      { label: '已通过', value: 'approved' },
      { label: '已拒绝', value: 'rejected' },
      { label: '已撤回', value: 'withdrawn' },
      { label: '已终止', value: 'terminated' },
    ]);
    // The status colours are the theme's tokens: 审批中 is drawn in the theme colour (colorInfo).
    const tokens = themeTokens('#1890ff');
    expect(tokens.colorInfo).toBe(tokens.colorPrimary);
    expect(APPROVAL_STATES.running.color).toBe('processing');
    expect(APPROVAL_STATES.approved.color).toBe('success');
    expect(APPROVAL_STATES.rejected.color).toBe('error');
    expect(APPROVAL_STATES.returned.color).toBe('warning');
  });

  it('shows a state as a tag of its colour', () => {
    renderWithServices(
      <>
        <ApprovalStateTag state="running" />
        <ApprovalStateTag state="approved" />
        <ApprovalStateTag state="rejected" />
        <ApprovalStateTag state="withdrawn" />
      </>,
      { container: createTestContainer().container },
    );
    expect(screen.getByText('审批中')).toHaveClass('ant-tag-processing');
    expect(screen.getByText('已通过')).toHaveClass('ant-tag-success');
    expect(screen.getByText('已拒绝')).toHaveClass('ant-tag-error');
    expect(screen.getByText('已撤回')).toHaveClass('ant-tag-default');
  });

  it('links to 审批详情 of the approval, by the approval manifest’s path', async () => {
    expect(approvalDetailPath('inst 1')).toBe(`${ApprovalPaths.detail}?uniqueId=inst+1`);
    expect(approvalDetailPath('a1b2')).toBe('/PC_APPROVAL_DETAIL?uniqueId=a1b2');
    renderWithServices(
      <>
        <ApprovalLink uniqueId="a1b2">陈刚的合同审批</ApprovalLink>
        <Location />
      </>,
      { container: createTestContainer().container, path: '/contract/list' },
    );
    const link = screen.getByRole('link', { name: '陈刚的合同审批' });
    expect(link).toHaveAttribute('href', '/PC_APPROVAL_DETAIL?uniqueId=a1b2');
    await userEvent.setup({ delay: null }).click(link);
    expect(screen.getByRole('status', { name: '地址' })).toHaveTextContent(
      '/PC_APPROVAL_DETAIL?uniqueId=a1b2',
    );
  });
});
