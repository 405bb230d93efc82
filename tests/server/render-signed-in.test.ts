import { themeTokens } from '../../core/app/theme-tokens';
import { type RenderedData, tokenFingerprint } from '../../core/boot/rendered-page';
import { formatDateTime } from '../../core/format/date-time';
import {
  DEVICE_COOKIE,
  type SignedInRenderInput,
  TIME_ZONE_COOKIE,
  TOKEN_COOKIE,
} from '../../manifests/contracts/signed-in-render';
import { renderedPaths, renderSignedIn } from '../../plugins/entries/render-signed-in';
import { setupTestServer } from './support/test-server';

const server = setupTestServer();

/** The render's parts as the page has them: the root's content, then the data after it. */
async function render(input: Omit<SignedInRenderInput, 'call'>): Promise<string | undefined> {
  const parts = await renderSignedIn({ ...input, call });
  return parts && `${parts.styles}<div id="root">${parts.root}</div>${parts.data}`;
}

/** What the server hands the bundle (server/plugins/signed-in-render.ts), through the test server. */
const calls: string[] = [];
const call = async (url: string, body: unknown, token: string) => {
  calls.push(url);
  return (await server.post(url, body, token)).body;
};
const cookiesOf = (token: string, settings?: unknown) => ({
  [TOKEN_COOKIE]: JSON.stringify(token),
  ...(settings ? { 'atrium.settings': JSON.stringify(settings) } : {}),
});

function dataOf(html: string): RenderedData {
  const json = /<script type="application\/json" id="atrium-rendered">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as RenderedData;
}

/** The text of the drawn page, tags left out. */
const textOf = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the console’s render of a signed-in workbench (plugins/entries/render-signed-in.tsx)', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('draws the shell and the workbench with the member’s own data, and keeps every answer it used for the page', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const html = await render({ path: '/dashboard', cookies: cookiesOf(token) });
    expect(html).toBeDefined();
    const text = textOf(html!);
    expect(text).toContain('张伟 ，欢迎回来');
    expect(text).toContain('当前组织： 星河科技园');
    // The menu from the member's resource tree, the workbench's cards with the server's numbers.
    expect(text).toContain('审批');
    expect(text).toContain('应用中心');
    const applications = (
      await server.post<{ launch: { usable: boolean } }[]>('/v1/exchange/owner/app/list', {}, token)
    ).body.data;
    const usable = applications.filter((application) => application.launch.usable).length;
    expect(usable).toBeGreaterThan(0);
    expect(text).toContain(`已开通应用 应用市场 ${usable} 个`);
    const data = dataOf(html!);
    expect(data.path).toBe('/dashboard');
    expect(data.fingerprint).toBe(tokenFingerprint(token));
    // Every call made, under the key the console's early answers use (the URL, then the body).
    expect(
      Object.keys(data.answers)
        .map((key) => key.split('\n')[0])
        .sort(),
    ).toEqual([...calls].sort());
    expect(calls).toEqual(
      expect.arrayContaining([
        '/enterprise/v1/session/user/detail',
        '/enterprise/v1/session/resource/detail',
        '/v1/exchange/owner/app/list',
        '/enterprise/v1/owner/info/detail',
        '/enterprise/v1/approval/counts',
      ]),
    );
    for (const answer of Object.values(data.answers)) expect(answer).toMatchObject({ code: 0 });
  });

  it('draws with the member’s settings from their cookie: the theme colour and no tabs bar', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const html = await render({
      path: '/dashboard',
      cookies: cookiesOf(token, { theme: '#f5222d', tagsView: false }),
    });
    expect(html).toContain(`--atrium-primary:${themeTokens('#f5222d').colorPrimary}`);
    expect(html).not.toContain('atrium-tags-view');
    const plain = await render({ path: '/dashboard', cookies: cookiesOf(token) });
    expect(plain).toContain('atrium-tags-view');
  });

  it('shows times in the member’s browser’s time zone (its cookie), not the server’s', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const notices = await server.post<{ list: { createdAt: string }[] }>(
      '/enterprise/v1/message/page',
      { pageNum: 1, pageSize: 5, typeCode: 'SYSTEM' },
      token,
    );
    const createdAt = new Date(notices.body.data.list[0]!.createdAt);
    const shown = (zone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(createdAt);
    for (const zone of ['Asia/Shanghai', 'America/Los_Angeles']) {
      const html = await render({
        path: '/dashboard',
        cookies: { ...cookiesOf(token), [TIME_ZONE_COOKIE]: JSON.stringify(zone) },
      });
      expect(textOf(html!)).toContain(shown(zone));
    }
    // A zone that is not one draws in the server's, and the console's own formatting is back to local.
    const odd = await render({
      path: '/dashboard',
      cookies: { ...cookiesOf(token), [TIME_ZONE_COOKIE]: JSON.stringify('Mars/Olympus') },
    });
    expect(odd).toBeDefined();
    expect(formatDateTime(createdAt)).toBe(
      `${createdAt.getFullYear()}-${String(createdAt.getMonth() + 1).padStart(2, '0')}-${String(createdAt.getDate()).padStart(2, '0')} ${String(createdAt.getHours()).padStart(2, '0')}:${String(createdAt.getMinutes()).padStart(2, '0')}`,
    );
  });

  it('draws nothing for an ended session, a token without an organisation, no token, or another page', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    await server.post('/enterprise/v1/session/logout', {}, token);
    const drawn = (cookies: Record<string, string>, path = '/dashboard') => render({ path, cookies });
    expect(await drawn(cookiesOf(token))).toBeUndefined();
    expect(await drawn(cookiesOf(await server.signIn('13800000001')))).toBeUndefined();
    expect(await drawn({})).toBeUndefined();
    expect(await drawn({ [TOKEN_COOKIE]: 'not json' })).toBeUndefined();
    expect(renderedPaths).toEqual(['/dashboard', '/PC_STAFF_MANAGEMENT']);
    expect(
      await drawn(cookiesOf(await server.signInTo('13800000001', 'xinghe-park')), '/setting'),
    ).toBeUndefined();
  });

  it('draws 员工管理 with its first page and the department tree, named in its title, from one wave of calls', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const html = await render({ path: '/PC_STAFF_MANAGEMENT', cookies: cookiesOf(token) });
    expect(html).toBeDefined();
    const text = textOf(html!);
    // The list's rows with their departments, the tree with its counts, the pager's total.
    const staff = (
      await server.post<{ list: { name: string }[]; total: number }>(
        '/enterprise/v1/staff/page',
        { pageNum: 1, pageSize: 10 },
        token,
      )
    ).body.data;
    for (const member of staff.list) expect(text).toContain(member.name);
    expect(text).toContain(`共 ${staff.total} 条`);
    expect(text).toContain('招商部（2）');
    expect(html).toContain('<script nonce="');
    expect(html).toContain('document.title="员工管理 - 管理端"');
    // The page's answers for the console taking it over: the list's first page and the tree among them.
    const keys = Object.keys(dataOf(html!).answers);
    expect(keys).toContain('/enterprise/v1/staff/page\n{"pageNum":1,"pageSize":10}');
    expect(keys).toContain('/enterprise/v1/department/tree\n{}');
    // Each asked once: the session's calls and the list's together, none asked again by the render.
    expect(calls.filter((url) => url === '/enterprise/v1/staff/page')).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('draws a phone’s layout for a member whose console last started on a phone (its cookie)', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const desktop = await render({ path: '/PC_STAFF_MANAGEMENT', cookies: cookiesOf(token) });
    expect(desktop).toContain('<nav class="atrium-fixed-bar"');
    const phone = await render({
      path: '/PC_STAFF_MANAGEMENT',
      cookies: { ...cookiesOf(token), [DEVICE_COOKIE]: JSON.stringify('mobile') },
    });
    // The fixed bar is gone (its entries head the sidebar's drawer), the drawer closed.
    expect(phone).not.toContain('<nav class="atrium-fixed-bar"');
    expect(phone).toContain('atrium-sidebar--mobile');
    expect(phone).toContain('atrium-sidebar--collapsed');
  });

  it('leaves 员工管理 to the console for a member who may not list the staff', async () => {
    // 李娜 holds no settings: the list's call is refused, and her console shows what it shows.
    const token = await server.signInTo('13800000002', 'xinghe-park');
    expect(await render({ path: '/PC_STAFF_MANAGEMENT', cookies: cookiesOf(token) })).toBeUndefined();
    expect(await render({ path: '/dashboard', cookies: cookiesOf(token) })).toBeDefined();
  });

  it('keeps a member’s data out of the page’s script: an answer cannot end it', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    await server.db.query("update memberships set nickname = $1 where nickname = '张伟'", [
      '张伟</script><script>x()',
    ]);
    server.app.services.resourceTreeCache.clear();
    const html = await render({ path: '/dashboard', cookies: cookiesOf(token) });
    expect(html).toBeDefined();
    expect(html).not.toContain('</script><script>x()');
    // Still in the page, escaped in the markup and in the JSON.
    expect(html).toContain('张伟&lt;/script&gt;&lt;script&gt;x()');
    expect(JSON.stringify(dataOf(html!))).toContain('张伟</script><script>x()');
  });
});
