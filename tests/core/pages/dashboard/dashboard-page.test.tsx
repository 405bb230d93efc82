import DashboardPage from '@core/pages/dashboard/dashboard-page';
import { SessionStore } from '@core/stores/session-store';
import approval from '@plugins/approval';
import { ApprovalApi } from '@plugins/approval/api/approval-api';
import market from '@plugins/market';
import notice from '@plugins/notice';
import { act, screen } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { resourcesGranting } from '@tests/support/resources-granting';
import { fakeApprovalApi } from '../../../support/fakes/fake-approval-api';
import { held, layoutResources, signedIn } from '../../layout/sidebar/layout-fixtures';

/** The areas' stat cards only: their workbench sections fetch, and have tests of their own. */
const statsOnly = [notice, market, approval].map((plugin) => ({
  ...plugin,
  slots: { workbenchStats: plugin.slots!.workbenchStats },
}));

const titlesOfStats = () =>
  [...document.querySelectorAll<HTMLElement>('.atrium-workbench-stat')]
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((card) => card.querySelector('.ant-card-head-title')?.textContent);

describe('工作台 (dashboard)', () => {
  it('shows the areas’ stat cards in order — 已开通应用, 待办, 未读消息 — not the telephone', async () => {
    const test = await signedIn({
      plugins: statsOnly,
      resources: [
        // The layout's resources hold 审批 › 审批中心.
        ...layoutResources,
        ...resourcesGranting(notice.manifest, ['NOTICE', 'NOTICE_LIST']),
      ],
      applications: [
        { ...held('a1', '请假管理'), launch: { usable: true, opens: { kind: 'page', path: '/PC_A' } } },
        { ...held('a2', '薪酬管理'), launch: { usable: false, reason: '停用', message: '应用已被停用' } },
      ],
    });
    test.api.user!.unreadMessageCount = 4;
    const counted: string[] = [];
    test.container.rebind<ApprovalApi>(ApprovalApi).toConstantValue(
      fakeApprovalApi({
        counts: async () => {
          counted.push('counts');
          return { todo: 3, done: 12, mine: 2, cc: 1 };
        },
      }),
    );
    await act(() => test.service(SessionStore).loadUserInfo());
    renderWithServices(<DashboardPage />, { container: test.container, path: '/dashboard' });
    await screen.findByText('未读消息');
    await screen.findByText('待办');
    await screen.findByText('已开通应用');
    expect(titlesOfStats()).toEqual(['已开通应用', '待办', '未读消息']);
    const value = (title: string) =>
      screen.getByText(title).closest('.ant-card')!.querySelector('.ant-statistic-content-value')
        ?.textContent;
    expect(value('已开通应用')).toBe('1');
    // 待我审批's count, from the approval area.
    await screen.findByText('等待您审批的事项');
    expect(value('待办')).toBe('3');
    expect(counted).toEqual(['counts']);
    expect(screen.getByRole('link', { name: '审批中心' })).toHaveAttribute(
      'href',
      '/PC_APPROVAL_CENTER?tab=todo',
    );
    expect(value('未读消息')).toBe('4');
    expect(screen.queryByText('手机号')).not.toBeInTheDocument();
  });

  it('has no 待办 for a member without 审批中心, and asks nothing of the approval area', async () => {
    const test = await signedIn({
      plugins: statsOnly,
      resources: [
        ...layoutResources.filter((resource) => resource.code !== 'PC_APPROVAL_MANAGEMENT'),
        ...resourcesGranting(notice.manifest, ['NOTICE', 'NOTICE_LIST']),
      ],
    });
    const counted: string[] = [];
    test.container.rebind<ApprovalApi>(ApprovalApi).toConstantValue(
      fakeApprovalApi({
        counts: async () => {
          counted.push('counts');
          return { todo: 3, done: 0, mine: 0, cc: 0 };
        },
      }),
    );
    renderWithServices(<DashboardPage />, { container: test.container, path: '/dashboard' });
    await screen.findByText('未读消息');
    await screen.findByText('已开通应用');
    expect(titlesOfStats()).toEqual(['已开通应用', '未读消息']);
    expect(counted).toEqual([]);
  });
});
