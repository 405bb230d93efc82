import type { HeldApplication } from '@core/api/auth-api';
import FavouritesDrawer from '@plugins/market/favourites/favourites-drawer';
import ApplicationDetailPage from '@plugins/market/views/application-detail-page';
import WorkbenchSection from '@plugins/market/workbench/workbench-section';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findDialogTitled } from '@tests/support/dialog-titled';
import { renderWithServices } from '@tests/support/render-with-services';
import { heldApplication, marketApplication, pcMenuTree, refused } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

/**
 * Issue 33: every surface that opens an application answers each outcome the same way, through the
 * one launcher — a console page under its agent id (/APP/{agentId}/VIEW/…, 管理: /ADMIN/…), the
 * mobile-only dialog, and each refusal's sentence as an error toast, without asking the server again.
 */

const STOPPED = '应用已被停用，请联系企业管理员！';
const EXPIRED = '应用已到期 请联系管理员！';
const MOBILE_ONLY = '该应用仅支持移动端打开';

/** The demo's four cases, by name: 审批中心 opens, 考勤打卡 is mobile-only, 薪酬管理 stopped, 招聘管理 expired. */
const held: HeldApplication[] = [
  heldApplication('a', { name: '审批中心' }),
  heldApplication('m', { name: '考勤打卡', launch: refused('仅移动端', MOBILE_ONLY) }),
  heldApplication('s', { name: '薪酬管理', launch: refused('停用', STOPPED) }),
  heldApplication('e', { name: '招聘管理', launch: refused('到期', EXPIRED) }),
];
const ids: Record<string, string> = { 审批中心: 'a', 考勤打卡: 'm', 薪酬管理: 's', 招聘管理: 'e' };

async function world(admin: boolean) {
  const test = await marketTestContainer({ admin });
  test.market.held = held;
  test.market.layoutAnswer = {
    applications: held,
    applicationFavoriteUniqueIds: held.map((app) => app.uniqueId),
  };
  test.market.recent = held;
  test.market.catalogue = held.map((app) =>
    marketApplication(app.uniqueId, { name: app.name, categoryName: '协同办公', launch: app.launch }),
  );
  test.market.categoryList = [{ categoryName: '协同办公', applicationCount: held.length }];
  test.applications.trees.set('a', pcMenuTree('A_HOME'));
  return test;
}

type World = Awaited<ReturnType<typeof world>>;

/** A surface, rendered over the world: the control on it that opens the application named. */
interface Surface {
  name: string;
  control(test: World, name: string): Promise<HTMLElement>;
}

const drawer = async (test: World) => {
  renderWithServices(<FavouritesDrawer open onClose={() => undefined} />, { container: test.container });
  const market = await screen.findByRole('region', { name: '应用市场' });
  await within(market).findByRole('region', { name: '协同办公' });
};

const workbench = async (test: World) => {
  renderWithServices(<WorkbenchSection />, { container: test.container, path: '/dashboard' });
  await screen.findByRole('region', { name: '我的收藏' });
};

/** 应用详情 of one application: its 打开应用 and, for admins, 管理应用. */
async function detailOf(test: World, name: string) {
  await act(async () => {
    renderWithServices(<ApplicationDetailPage />, {
      container: test.container,
      path: `/PC_APPLICATION_DETAIL?uniqueId=${ids[name]}`,
    });
  });
  await screen.findByRole('heading', { name });
  return {
    open: () => screen.getByRole('button', { name: '打开应用' }),
    manage: () => screen.getByRole('button', { name: '管理应用' }),
  };
}

const buttonIn = (container: HTMLElement, name: string) => within(container).getByRole('button', { name });

const SURFACES: Surface[] = [
  {
    name: '收藏抽屉的应用市场',
    control: async (test, name) => {
      await drawer(test);
      return buttonIn(screen.getByRole('region', { name: '应用市场' }), name);
    },
  },
  {
    name: '收藏抽屉的收藏',
    control: async (test, name) => {
      await drawer(test);
      return buttonIn(screen.getByRole('list', { name: '收藏的应用' }), name);
    },
  },
  {
    name: '收藏抽屉的最近使用',
    control: async (test, name) => {
      await drawer(test);
      return buttonIn(await screen.findByRole('list', { name: '最近使用的应用' }), name);
    },
  },
  {
    name: '工作台的我的收藏',
    control: async (test, name) => {
      await workbench(test);
      return buttonIn(screen.getByRole('region', { name: '我的收藏' }), name);
    },
  },
  {
    name: '工作台的最近使用',
    control: async (test, name) => {
      await workbench(test);
      return buttonIn(screen.getByRole('region', { name: '最近使用' }), name);
    },
  },
  { name: '应用详情', control: async (test, name) => (await detailOf(test, name)).open() },
];

const serverAsked = (test: World) =>
  test.market.calls.filter((call) => /^(agentCheck|heldApplication)/.test(call));

describe.each(SURFACES)('$name', (surface) => {
  it('opens a console application under its agent id: /APP/{agentId}/VIEW/…', async () => {
    const test = await world(false);
    const user = userEvent.setup({ delay: null });
    await user.click(await surface.control(test, '审批中心'));
    await waitFor(() => expect(test.navigation.visits).toEqual(['/APP/agent-a/VIEW/A_HOME']));
    expect(test.notifier.errors).toEqual([]);
  });

  it('answers a mobile-only application with the 提示 dialog and its download code, no toast', async () => {
    const test = await world(false);
    const user = userEvent.setup({ delay: null });
    await user.click(await surface.control(test, '考勤打卡'));
    const dialog = await findDialogTitled('提示');
    expect(within(dialog).getByText(MOBILE_ONLY)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: '移动端下载二维码' })).toBeInTheDocument();
    expect(test.navigation.visits).toEqual([]);
    expect(test.notifier.errors).toEqual([]);
  });

  it.each([
    ['薪酬管理', STOPPED],
    ['招聘管理', EXPIRED],
  ])(
    'answers %s with the refusal’s sentence as an error toast, asking the server nothing',
    async (name, sentence) => {
      const test = await world(false);
      const user = userEvent.setup({ delay: null });
      const control = await surface.control(test, name);
      // Focusable and announced as unavailable, not a dead disabled button.
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(control).toBeEnabled();
      await user.click(control);
      expect(test.notifier.errors).toEqual([sentence]);
      expect(serverAsked(test)).toEqual([]);
      expect(test.navigation.visits).toEqual([]);
    },
  );
});

describe('管理: the admin side under its agent id, /APP/{agentId}/ADMIN/…', () => {
  it('from the 收藏 drawer’s market', async () => {
    const test = await world(true);
    const user = userEvent.setup({ delay: null });
    await drawer(test);
    const market = screen.getByRole('region', { name: '应用市场' });
    await user.click(within(market).getByRole('button', { name: '管理「审批中心」' }));
    await waitFor(() => expect(test.navigation.visits).toEqual(['/APP/agent-a/ADMIN/A_HOME']));
  });

  it('from 应用详情’s 管理应用', async () => {
    const test = await world(true);
    const user = userEvent.setup({ delay: null });
    const page = await detailOf(test, '审批中心');
    await user.click(page.manage());
    await waitFor(() => expect(test.navigation.visits).toEqual(['/APP/agent-a/ADMIN/A_HOME']));
  });
});
