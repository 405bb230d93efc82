import { ErrorCode } from '../../../server/http/error-codes';
import {
  CATEGORIES,
  demoApps,
  demoTokens,
  type HeldApplication,
  uniqueIdOf,
} from '../support/application-centre';
import { MINUTE } from '../support/manual-clock';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

interface Layout {
  applications: HeldApplication[];
  applicationFavoriteUniqueIds: string[];
}

const { admin, yunshanAdmin, member } = demoTokens(server);
const WORK_ORDER = uniqueIdOf(demoApps.workOrder);
const FEE = uniqueIdOf(demoApps.fee);

const layout = async (token: string) =>
  (await server.post<Layout>('/app/v1/employee/layout/detail', {}, token)).body;
const saveFavorites = (applicationUniqueIds: unknown, token: string) =>
  server.post<Layout>('/app/v1/employee/favorite/modify', { applicationUniqueIds }, token);
const cards = async (token: string) =>
  (
    await server.post<{ categoryName: string; applications: HeldApplication[] }[]>(
      '/app/v1/employee/layout/card/list',
      {},
      token,
    )
  ).body;

describe('/app/v1/employee/layout/card/list and layout/modify', () => {
  it('groups the held applications by category in catalogue order', async () => {
    const body = await cards(await member());
    expect(body.code).toBe(0);
    expect(body.data.map((group) => group.categoryName)).toEqual(CATEGORIES);
    const held = await server.post<HeldApplication[]>('/app/v1/user/application/list', {}, await member());
    const carded = body.data.flatMap((group) => group.applications);
    expect(carded.map((application) => application.uniqueId).sort()).toEqual(
      held.body.data.map((application) => application.uniqueId).sort(),
    );
    expect(carded.map((application) => application.uniqueId)).not.toContain('app-approval');
    expect(
      body.data.every((group) => group.applications.every((app) => app.categoryName === group.categoryName)),
    ).toBe(true);
  });

  it('puts the member’s saved categories first, for that member in that organisation only', async () => {
    const token = await admin();
    const saved = await server.post(
      '/app/v1/employee/layout/modify',
      { categoryNames: ['人事管理', '物业服务', '人事管理', '不存在的分类'] },
      token,
    );
    expect(saved.body).toEqual({
      code: 0,
      message: 'success',
      data: { categoryNames: ['人事管理', '物业服务', '不存在的分类'] },
    });
    expect((await cards(token)).data.map((group) => group.categoryName)).toEqual([
      '人事管理',
      '物业服务',
      '基础管理',
      '协同办公',
      '园区运营',
      '财务管理',
      '企业服务',
      '数据分析',
    ]);
    expect((await cards(await member())).data.map((group) => group.categoryName)).toEqual(CATEGORIES);
    expect((await cards(await yunshanAdmin())).data[0]!.categoryName).toBe('基础管理');

    await server.post('/app/v1/employee/layout/modify', { categoryNames: [] }, token);
    expect((await cards(token)).data.map((group) => group.categoryName)).toEqual(CATEGORIES);
  });

  it('refuses bad category lists in Chinese', async () => {
    const token = await member();
    const message = async (categoryNames: unknown) =>
      (await server.post('/app/v1/employee/layout/modify', { categoryNames }, token)).body.message;
    expect(await message('人事管理')).toBe('分类顺序的类型不正确，应为数组');
    expect(await message(['<b>'])).toBe('分类名称格式不正确');
    expect(await message([' '])).toBe('分类名称格式不正确');
    expect(await message(['分'.repeat(33)])).toBe('分类名称不能超过 32 个字符');
    expect(await message(Array.from({ length: 51 }, (_, index) => `分类${index}`))).toBe(
      '分类顺序不能超过 50 项',
    );
    expect((await server.post('/app/v1/employee/layout/modify', {}, token)).body.message).toBe(
      '缺少必填项：分类顺序',
    );
  });
});

describe('/app/v1/employee/layout/detail and favorite/modify', () => {
  it('starts 张伟 in 星河科技园 with two seeded favourites, and nobody else', async () => {
    const seeded = await layout(await admin());
    expect(seeded.code).toBe(0);
    expect(seeded.data.applicationFavoriteUniqueIds).toEqual([WORK_ORDER, 'app-approval']);
    expect(seeded.data.applications.map((application) => application.name)).toEqual(['工单', '审批']);
    expect(seeded.data.applications[0]).toMatchObject({ agentId: 'f87cd201d3053709', state: 1, inState: 1 });
    const empty = {
      code: 0,
      message: 'success',
      data: { applications: [], applicationFavoriteUniqueIds: [] },
    };
    expect(await layout(await yunshanAdmin())).toEqual(empty);
    expect(await layout(await member())).toEqual(empty);
  });

  it('replaces the favourites with exactly the order sent, and keeps it', async () => {
    const token = await member();
    const order = [FEE, 'app-market', WORK_ORDER];
    const saved = await saveFavorites(order, token);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data.applicationFavoriteUniqueIds).toEqual(order);
    expect((await layout(token)).data.applications.map((application) => application.uniqueId)).toEqual(order);

    const reordered = [WORK_ORDER, FEE, WORK_ORDER];
    expect((await saveFavorites(reordered, token)).body.data.applicationFavoriteUniqueIds).toEqual([
      WORK_ORDER,
      FEE,
    ]);
    const again = await member();
    expect((await layout(again)).data.applicationFavoriteUniqueIds).toEqual([WORK_ORDER, FEE]);
    // Another member's and another organisation's favourites are their own.
    expect((await layout(await admin())).data.applicationFavoriteUniqueIds).toEqual([
      WORK_ORDER,
      'app-approval',
    ]);
    expect((await saveFavorites([], token)).body.data).toEqual({
      applications: [],
      applicationFavoriteUniqueIds: [],
    });
  });

  it('refuses an application the member does not hold, naming it, and keeps the old favourites', async () => {
    const token = await member();
    await saveFavorites([WORK_ORDER], token);
    expect((await saveFavorites([FEE, 'app-approval'], token)).body).toEqual({
      code: ErrorCode.ApplicationNotHeld,
      message: '应用「审批」不存在或您无权使用，无法收藏',
      data: null,
    });
    expect((await saveFavorites(['app-nothing'], token)).body.message).toBe(
      '应用「app-nothing」不存在或您无权使用，无法收藏',
    );
    // Installed in 星河科技园 only: 云杉集团's admin cannot star it there.
    expect((await saveFavorites(['app-hr02leave0000000'], await yunshanAdmin())).body.message).toBe(
      '应用「请假管理」不存在或您无权使用，无法收藏',
    );
    expect((await layout(token)).data.applicationFavoriteUniqueIds).toEqual([WORK_ORDER]);
  });

  it('refuses more than 50 favourites and malformed lists in Chinese', async () => {
    const token = await member();
    const message = async (ids: unknown) => (await saveFavorites(ids, token)).body.message;
    expect(await message(Array.from({ length: 51 }, () => WORK_ORDER))).toBe('收藏的应用不能超过 50 项');
    expect(await message(WORK_ORDER)).toBe('收藏的应用的类型不正确，应为数组');
    expect(await message([1])).toBe('应用标识的类型不正确，应为字符串');
    expect(await message(["' or 1=1 --"])).toBe('应用标识格式不正确');
    expect((await server.post('/app/v1/employee/favorite/modify', {}, token)).body.message).toBe(
      '缺少必填项：收藏的应用',
    );
  });

  it('drops a favourite once its application is removed from the organisation', async () => {
    const token = await admin();
    expect(
      (await server.post('/app/v1/manage/application/remove', { uniqueId: WORK_ORDER }, token)).body.code,
    ).toBe(0);
    expect((await layout(token)).data.applicationFavoriteUniqueIds).toEqual(['app-approval']);
  });
});

describe('/app/v1/user/layout/preview', () => {
  const preview = async (token: string) =>
    (
      await server.post<(HeldApplication & { lastUsedAt: string })[]>(
        '/app/v1/user/layout/preview',
        {},
        token,
      )
    ).body;
  const open = (agentId: string, token: string) =>
    server.post<{ isCan: boolean }>('/app/v1/user/application/agent/check', { agentId }, token);

  async function usableAgentIds(token: string): Promise<string[]> {
    const held = await server.post<HeldApplication[]>('/app/v1/user/application/list', {}, token);
    return held.body.data
      .filter((application) => application.launch?.usable)
      .map((application) => application.agentId);
  }

  it('answers the latest 6 applications opened, most recent first, each once', async () => {
    const token = await member();
    expect(await preview(token)).toEqual({ code: 0, message: 'success', data: [] });
    const agentIds = (await usableAgentIds(token)).slice(0, 8);
    expect(agentIds).toHaveLength(8);
    for (const agentId of agentIds) {
      expect((await open(agentId, token)).body.data.isCan).toBe(true);
      server.clock.advance(MINUTE);
    }
    const recent = await preview(token);
    expect(recent.data.map((application) => application.agentId)).toEqual(agentIds.slice(2).reverse());
    expect(recent.data[0]).toMatchObject({
      agentId: agentIds[7],
      uniqueId: expect.any(String),
      applicationUniqueId: expect.any(String),
      lastUsedAt: new Date(server.clock.now().getTime() - MINUTE).toISOString(),
    });

    await open(agentIds[4]!, token);
    const reopened = (await preview(token)).data.map((application) => application.agentId);
    expect(reopened).toEqual([agentIds[4], agentIds[7], agentIds[6], agentIds[5], agentIds[3], agentIds[2]]);
  });

  it('records only the opens that pass the check, per member and organisation', async () => {
    const token = await member();
    await open('a8784ccb1fd04634', token);
    await open('hr03payroll00000', token);
    await open('hr04recruit00000', token);
    expect((await preview(token)).data).toEqual([]);

    const adminToken = await admin();
    await open('f87cd201d3053709', adminToken);
    expect((await preview(adminToken)).data.map((application) => application.name)).toEqual(['工单']);
    expect((await preview(token)).data).toEqual([]);
    expect((await preview(await yunshanAdmin())).data).toEqual([]);
  });
});
