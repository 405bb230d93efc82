import type { ApplicationLaunch } from '../../../manifests/contracts/application-launch';
import { KnownAgentId } from '../../../manifests/known-applications';
import { demoApps, demoTokens, type HeldApplication } from '../support/application-centre';
import { setupTestServer } from '../support/test-server';

/**
 * The launch state the lists answer is the launch check's own rule: what a list offers as usable opens,
 * what it refuses is refused with the same sentence, for every demo application and member.
 */
const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);

interface MarketApplication extends HeldApplication {
  installed: boolean;
  held: boolean;
  launch: ApplicationLaunch;
}

const heldApplications = async (token: string) =>
  (await server.post<HeldApplication[]>('/app/v1/user/application/list', {}, token)).body.data;

const marketApplications = async (token: string) =>
  (
    await server.post<{ applications: MarketApplication[] }[]>(
      '/app/v1/marketplace/application/group/list',
      {},
      token,
    )
  ).body.data.flatMap((group) => group.applications);

const check = async (agentId: string, token: string) =>
  (
    await server.post<{ isCan: boolean; message: string }>(
      '/app/v1/user/application/agent/check',
      { agentId },
      token,
    )
  ).body.data;

const launchOf = (applications: readonly HeldApplication[], agentId: string) =>
  applications.find((application) => application.agentId === agentId)?.launch;

describe('an application’s launch state', () => {
  it.each([
    ['the admin in 星河科技园', admin],
    ['a member in 星河科技园', member],
    ['the admin in 云杉集团', yunshanAdmin],
  ])('is usable in the lists exactly when the launch check lets %s open it', async (_who, signIn) => {
    const token = await signIn();
    const held = await heldApplications(token);
    const market = await marketApplications(token);
    expect(held.length).toBeGreaterThan(5);
    for (const application of held) {
      const launch = application.launch!;
      const answer = await check(application.agentId, token);
      // A pair, so a failure names the application.
      expect([application.name, answer]).toEqual([
        application.name,
        launch.usable ? { isCan: true, message: '' } : { isCan: false, message: launch.message },
      ]);
      expect([application.name, launchOf(market, application.agentId)]).toEqual([application.name, launch]);
    }
    // The market refuses what the member does not hold, with its reason.
    for (const application of market.filter((candidate) => !candidate.held)) {
      expect(application.launch).toMatchObject({
        usable: false,
        reason: application.installed ? '无权限' : '未开通',
      });
    }
  });

  it('says why each demo application does not open, and where the others open', async () => {
    const token = await admin();
    const held = await heldApplications(token);
    const refusal = (reason: string, message: string) => ({ usable: false, reason, message });
    expect(launchOf(held, demoApps.payroll)).toEqual(refusal('停用', '应用已被停用，请联系企业管理员！'));
    expect(launchOf(held, demoApps.roster)).toEqual(refusal('停用', '应用已被停用，请联系企业管理员！'));
    expect(launchOf(held, demoApps.recruit)).toEqual(refusal('到期', '应用已到期 请联系管理员！'));
    expect(launchOf(held, 'hr01attendance00')).toEqual(refusal('仅移动端', '该应用仅支持移动端打开'));
    expect(launchOf(held, 'bm04print0000000')).toEqual(refusal('暂无网页端', '该应用暂未配置地址!'));
    const page = (path: string) => ({ usable: true, opens: { kind: 'page', path } });
    // Every area application opens its area; 消息中心 its inbox.
    expect(launchOf(held, 'n7e1d2c5b8a4f360')).toEqual(page('/notice/noticeList'));
    expect(launchOf(held, KnownAgentId.settings)).toEqual(page('/PC_PARK_INFORMATION'));
    expect(launchOf(held, KnownAgentId.approval)).toEqual(page('/PC_APPROVAL_CENTER'));
    // Filler applications open a page of an area, or another site.
    expect(launchOf(held, KnownAgentId.fee)).toEqual(page('/PC_PARK_BILL'));
    expect(launchOf(held, 'oa01meeting00000')).toEqual(page('/PC_PARK_VENUE'));
    expect(launchOf(held, KnownAgentId.workOrder)).toEqual({
      usable: true,
      opens: { kind: 'external', url: `https://${KnownAgentId.workOrder}.apps.atrium.example` },
    });
  });

  it('refuses a page of an area the organisation has not installed', async () => {
    // 会议室预订 is installed in 云杉集团, the park area (场地管理) is not.
    const held = await heldApplications(await yunshanAdmin());
    expect(launchOf(held, 'oa01meeting00000')).toMatchObject({ usable: false, reason: '无权限' });
  });

  it('follows the clock: an application expires in the lists and the check at once', async () => {
    const token = await admin();
    await server.db.query(
      `update organization_applications set expired_time = $1
        where application_id = (select id from applications where agent_id = $2)`,
      [new Date(server.clock.now().getTime() + 1000), KnownAgentId.fee],
    );
    expect(launchOf(await heldApplications(token), KnownAgentId.fee)).toMatchObject({ usable: true });
    server.clock.advance(1000);
    expect(launchOf(await heldApplications(token), KnownAgentId.fee)).toMatchObject({ reason: '到期' });
    expect((await check(KnownAgentId.fee, token)).isCan).toBe(false);
  });

  it("follows a change of the member's grants at once, though the lists read them from the per-process cache", async () => {
    const token = await member();
    const appList = async () =>
      (await server.post<HeldApplication[]>('/v1/exchange/owner/app/list', {}, token)).body.data;
    // 请假管理 opens a page 李娜's role does not grant.
    const leave = 'hr02leave0000000';
    expect(launchOf(await appList(), leave)).toMatchObject({ usable: false, reason: '无权限' });
    // Her role is granted that page: the organisation's access version moves, and every list sees it.
    await server.db.query(
      `insert into role_resources (role_id, resource_id)
       select r.id, res.id from roles r, resources res, applications a
        where r.name = '普通员工' and r.organization_id = (select id from organizations where unique_id = 'xinghe-park')
          and a.agent_id = $1 and res.path_url = a.pc_url`,
      [leave],
    );
    expect(launchOf(await appList(), leave)).toMatchObject({ usable: true });
    expect(launchOf(await heldApplications(token), leave)).toMatchObject({ usable: true });
    expect(launchOf(await marketApplications(token), leave)).toMatchObject({ usable: true });
  });
});
