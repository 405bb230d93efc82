import { ApiError } from '@core/services/api-error';
import { InstalledAppsStore } from '@core/stores/installed-apps-store';
import { PermissionStore } from '@core/stores/permission-store';
import { ApplicationLauncher } from '@plugins/market/launcher/application-launcher';
import { appOnlyTree, heldApplication, pcMenuTree, refused } from './support/market-fixtures';
import { marketTestContainer, NOW } from './support/market-test-container';

async function setup() {
  const test = await marketTestContainer();
  return { ...test, launcher: test.service(ApplicationLauncher) };
}

describe('ApplicationLauncher (spec §4 "Opening an application from the launcher")', () => {
  it('refuses a disabled application (state 2 or inState 2) before anything else', async () => {
    const { launcher, notifier, market } = await setup();
    const expiredToo = new Date(NOW - 1000).toISOString();
    await launcher.open(heldApplication('a', { state: 2, expiredTime: expiredToo }));
    const outcome = await launcher.open(heldApplication('b', { inState: 2 }));
    expect(outcome).toEqual({ kind: 'refused', message: '应用已被停用，请联系企业管理员！' });
    expect(notifier.errors).toEqual(['应用已被停用，请联系企业管理员！', '应用已被停用，请联系企业管理员！']);
    expect(market.calls).toEqual([]);
  });

  it('refuses an application whose expiry time is earlier than now, without asking the server', async () => {
    const { launcher, notifier, market } = await setup();
    const outcome = await launcher.open(
      heldApplication('a', { expiredTime: new Date(NOW - 1).toISOString() }),
    );
    expect(outcome.kind).toBe('refused');
    expect(notifier.errors).toEqual(['应用已到期 请联系管理员！']);
    expect(market.calls).toEqual([]);
  });

  it("shows the server's message when isCan is false", async () => {
    const { launcher, notifier, market, navigation } = await setup();
    market.checks.set('agent-a', { isCan: false, message: '您所在的角色未被授予该应用' });
    const outcome = await launcher.open(
      heldApplication('a', { expiredTime: new Date(NOW + 60_000).toISOString() }),
    );
    expect(outcome).toEqual({ kind: 'refused', message: '您所在的角色未被授予该应用' });
    expect(notifier.errors).toEqual(['您所在的角色未被授予该应用']);
    expect(market.calls).toEqual(['agentCheck agent-a']);
    expect(navigation.visits).toEqual([]);
  });

  it('opens the admin side in admin mode: /APP/{agentId}/ADMIN/…', async () => {
    const { launcher, applications, navigation, service } = await setup();
    applications.trees.set('a', pcMenuTree('A_HOME'));
    // Admin mode opens the admin side even for an application without a PC address.
    const outcome = await launcher.open(
      heldApplication('a', { pcUrl: '', appUrl: 'https://m.example/a' }),
      'ADMIN',
    );
    expect(outcome).toEqual({ kind: 'opened', path: '/APP/agent-a/ADMIN/A_HOME' });
    expect(navigation.visits).toEqual(['/APP/agent-a/ADMIN/A_HOME']);
    expect(service(InstalledAppsStore).isRegistered('agent-a', 'ADMIN')).toBe(true);
  });

  it('opens a web application inside the console: /APP/{agentId}/VIEW/…, its routes registered', async () => {
    const { launcher, applications, navigation, notifier, service } = await setup();
    applications.trees.set('a', pcMenuTree('A_HOME'));
    const outcome = await launcher.open(heldApplication('a'));
    expect(outcome).toEqual({ kind: 'opened', path: '/APP/agent-a/VIEW/A_HOME' });
    expect(applications.calls).toEqual(['resourceTree a']);
    expect(navigation.visits).toEqual(['/APP/agent-a/VIEW/A_HOME']);
    expect(service(InstalledAppsStore).isRegistered('agent-a', 'VIEW')).toBe(true);
    expect(notifier.errors).toEqual([]);
  });

  it('refuses a web application whose resources hold no PC menu or directory', async () => {
    const { launcher, applications, navigation, notifier, service } = await setup();
    applications.trees.set('a', appOnlyTree);
    const outcome = await launcher.open(heldApplication('a'));
    expect(outcome).toEqual({ kind: 'refused', message: '暂无该应用相关权限！' });
    expect(notifier.errors).toEqual(['暂无该应用相关权限！']);
    expect(navigation.visits).toEqual([]);
    expect(service(InstalledAppsStore).isRegistered('agent-a', 'VIEW')).toBe(false);
  });

  it('opens an external address in a new tab with an application token', async () => {
    const { launcher, market, tabs, navigation } = await setup();
    const outcome = await launcher.open(
      heldApplication('a', { pcUrl: 'https://crm.example.com/home?from=atrium#top' }),
    );
    expect(market.calls).toEqual(['agentCheck agent-a', 'applicationToken agent-a']);
    const url = 'https://crm.example.com/home?from=atrium&token=app-token-agent-a#top';
    expect(outcome).toEqual({ kind: 'opened-in-new-tab', url });
    expect(tabs.opened).toEqual([url]);
    expect([tabs.reserved, tabs.cancelled]).toEqual([1, 0]);
    expect(navigation.visits).toEqual([]);
  });

  it('reserves the new tab at the click and closes it when the server refuses', async () => {
    const { launcher, market, tabs } = await setup();
    market.checks.set('agent-a', { isCan: false, message: '您暂无该应用的使用权限，请联系企业管理员' });
    const pending = launcher.open(heldApplication('a', { pcUrl: 'https://crm.example.com/' }));
    // Before any answer: the tab exists, so the browser counts it as opened by the click.
    expect(tabs.reserved).toBe(1);
    expect(await pending).toEqual({ kind: 'refused', message: '您暂无该应用的使用权限，请联系企业管理员' });
    expect([tabs.opened, tabs.cancelled]).toEqual([[], 1]);
  });

  it('answers mobile-only for an application with only a mobile address, showing no error', async () => {
    const { launcher, notifier, tabs, navigation } = await setup();
    const application = heldApplication('a', { pcUrl: '', appUrl: 'atrium://apps/a' });
    expect(await launcher.open(application)).toEqual({ kind: 'mobile-only', application });
    expect(notifier.errors).toEqual([]);
    expect(tabs.opened).toEqual([]);
    expect(navigation.visits).toEqual([]);
  });

  it('refuses an application with neither address', async () => {
    const { launcher, notifier } = await setup();
    const outcome = await launcher.open(heldApplication('a', { pcUrl: '', appUrl: '' }));
    expect(outcome).toEqual({ kind: 'refused', message: '该应用暂未配置地址!' });
    expect(notifier.errors).toEqual(['该应用暂未配置地址!']);
  });

  it('fetches the detail first when opened by uniqueId (the drawer)', async () => {
    const { launcher, market, applications, navigation } = await setup();
    market.held = [heldApplication('a')];
    applications.trees.set('a', pcMenuTree('A_HOME'));
    await launcher.openByUniqueId('a');
    expect(market.calls).toEqual(['heldApplication a', 'agentCheck agent-a']);
    expect(navigation.visits).toEqual(['/APP/agent-a/VIEW/A_HOME']);
  });

  it('leaves a refused call to the request service (no second toast)', async () => {
    const { launcher, market, notifier } = await setup();
    market.agentCheck = async () => {
      throw new ApiError(500100, '应用服务暂不可用');
    };
    const outcome = await launcher.open(heldApplication('a'));
    expect(outcome).toEqual({ kind: 'refused', message: '应用服务暂不可用' });
    expect(notifier.errors).toEqual([]);
  });
});

describe('ApplicationLauncher with the server’s launch state', () => {
  it('opens an area application at the page the server names, once its check agrees', async () => {
    const { launcher, market, navigation, service } = await setup();
    const notices = heldApplication('n', {
      launch: { usable: true, opens: { kind: 'page', path: '/notice/noticeList' } },
    });
    expect(await launcher.open(notices)).toEqual({ kind: 'opened', path: '/notice/noticeList' });
    expect(market.calls).toEqual(['agentCheck agent-n']);
    expect(navigation.visits).toEqual(['/notice/noticeList']);
    // Its own area, not a copy under /APP/….
    expect(service(InstalledAppsStore).isRegistered('agent-n', 'VIEW')).toBe(false);
  });

  it('opens an application whose page is a console page by its agent id, at that page, for members and admins', async () => {
    const { launcher, applications, navigation, market, service } = await setup();
    applications.trees.set('a', [...pcMenuTree('A_HOME'), ...pcMenuTree('A_LIST')]);
    const approvals = heldApplication('a', {
      launch: { usable: true, opens: { kind: 'page', path: '/A_LIST' } },
    });
    expect(await launcher.open(approvals)).toEqual({ kind: 'opened', path: '/APP/agent-a/VIEW/A_LIST' });
    expect(await launcher.open(approvals, 'ADMIN')).toEqual({
      kind: 'opened',
      path: '/APP/agent-a/ADMIN/A_LIST',
    });
    expect(navigation.visits).toEqual(['/APP/agent-a/VIEW/A_LIST', '/APP/agent-a/ADMIN/A_LIST']);
    expect(market.calls).toEqual(['agentCheck agent-a', 'agentCheck agent-a']);
    const installed = service(InstalledAppsStore);
    expect([installed.isRegistered('agent-a', 'VIEW'), installed.isRegistered('agent-a', 'ADMIN')]).toEqual([
      true,
      true,
    ]);
  });

  it('opens an application without pages of its own at the console page it names, under its agent id', async () => {
    const { launcher, navigation, service } = await setup();
    const permissions = service(PermissionStore);
    permissions.provideResources([
      {
        type: 'RESOURCE_TYPE_DIRECTORY_PC',
        code: 'PARK',
        name: '园区运营',
        childs: [{ type: 'RESOURCE_TYPE_MENU_PC', code: 'VENUES', name: '场地管理', pathUrl: '/VENUES' }],
      },
    ]);
    await permissions.generate();
    const meetings = heldApplication('v', {
      name: '会议室预订',
      launch: { usable: true, opens: { kind: 'page', path: '/VENUES' } },
    });
    expect(await launcher.open(meetings)).toEqual({ kind: 'opened', path: '/APP/agent-v/VIEW/VENUES' });
    expect(navigation.visits).toEqual(['/APP/agent-v/VIEW/VENUES']);
    // Its tab and sidebar say the application's name (spec §2).
    const route = service(InstalledAppsStore).routes[0]!;
    expect([route.meta.title, route.children[0]?.meta.tabTitle]).toEqual(['会议室预订', '会议室预订']);
  });

  it('opens at the application’s first page when its routes lack the page the server names', async () => {
    const { launcher, applications, navigation } = await setup();
    applications.trees.set('a', pcMenuTree('A_HOME'));
    const application = heldApplication('a', {
      launch: { usable: true, opens: { kind: 'page', path: '/ELSEWHERE' } },
    });
    expect(await launcher.open(application)).toEqual({ kind: 'opened', path: '/APP/agent-a/VIEW/A_HOME' });
    expect(navigation.visits).toEqual(['/APP/agent-a/VIEW/A_HOME']);
  });

  it('answers a refusal known at the click at once, by uniqueId too, without asking the server', async () => {
    const { launcher, market, notifier } = await setup();
    for (const [reason, message] of [
      ['停用', '应用已被停用，请联系企业管理员！'],
      ['到期', '应用已到期 请联系管理员！'],
      ['未开通', '企业尚未开通该应用，请联系企业管理员'],
      ['无权限', '暂无该应用相关权限！'],
      ['暂无网页端', '该应用暂未配置地址!'],
    ] as const) {
      expect(
        await launcher.openByUniqueId('x', 'VIEW', {
          pcUrl: '',
          appUrl: '',
          launch: refused(reason, message),
        }),
      ).toEqual({
        kind: 'refused',
        message,
      });
    }
    expect(notifier.errors).toEqual([
      '应用已被停用，请联系企业管理员！',
      '应用已到期 请联系管理员！',
      '企业尚未开通该应用，请联系企业管理员',
      '暂无该应用相关权限！',
      '该应用暂未配置地址!',
    ]);
    expect(market.calls).toEqual([]);
  });

  it('fetches a mobile-only application’s detail for its dialog when opened by uniqueId', async () => {
    const { launcher, market, notifier } = await setup();
    const mobile = heldApplication('m', {
      name: '考勤打卡',
      launch: refused('仅移动端', '该应用仅支持移动端打开'),
    });
    market.held = [mobile];
    const outcome = await launcher.openByUniqueId('m', 'VIEW', mobile);
    expect(outcome).toEqual({ kind: 'mobile-only', application: mobile });
    expect(market.calls).toEqual(['heldApplication m']);
    expect(notifier.errors).toEqual([]);
  });

  it('opens another site in the tab reserved at the click, with an application token', async () => {
    const { launcher, tabs } = await setup();
    const site = heldApplication('w', {
      pcUrl: 'https://w.example/',
      launch: { usable: true, opens: { kind: 'external', url: 'https://w.example/' } },
    });
    const outcome = await launcher.open(site);
    expect(outcome).toEqual({ kind: 'opened-in-new-tab', url: 'https://w.example/?token=app-token-agent-w' });
    expect([tabs.reserved, tabs.cancelled]).toEqual([1, 0]);
  });

  it('refuses what the server refused with its sentence, without asking again; mobile-only gets the dialog', async () => {
    const { launcher, market, notifier } = await setup();
    const stopped = heldApplication('s', { launch: refused('停用', '应用已被停用，请联系企业管理员！') });
    expect(await launcher.open(stopped)).toEqual({
      kind: 'refused',
      message: '应用已被停用，请联系企业管理员！',
    });
    const mobile = heldApplication('m', { launch: refused('仅移动端', '该应用仅支持移动端打开') });
    expect((await launcher.open(mobile)).kind).toBe('mobile-only');
    expect(notifier.errors).toEqual(['应用已被停用，请联系企业管理员！']);
    expect(market.calls).toEqual([]);
  });
});
