import { ErrorCode } from '../../../server/http/error-codes';
import {
  CATALOGUE_SIZE,
  CATEGORIES,
  demoApps,
  demoTokens,
  type HeldApplication,
} from '../support/application-centre';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

interface MarketApplication extends Omit<HeldApplication, 'state' | 'inState'> {
  installed: boolean;
  held: boolean;
  state: number | null;
  inState: number | null;
}

interface Group {
  categoryName: string;
  applications: MarketApplication[];
}

interface Edition {
  uniqueId: string;
  name: string;
  priceFen: number;
  durationDays: number | null;
  features: string[];
}

const { admin, yunshanAdmin, member } = demoTokens(server);
const LEAVE = demoApps.leave;

const groups = async (token: string, body: object = {}) =>
  (await server.post<Group[]>('/app/v1/marketplace/application/group/list', body, token)).body;
const flat = (list: Group[]) => list.flatMap((group) => group.applications);

describe('/app/v1/marketplace/application/category/list/name', () => {
  it('lists the categories in catalogue order with their application counts', async () => {
    const { body } = await server.post<{ categoryName: string; applicationCount: number }[]>(
      '/app/v1/marketplace/application/category/list/name',
      {},
      await member(),
    );
    expect(body.code).toBe(0);
    expect(body.data.map((category) => category.categoryName)).toEqual(CATEGORIES);
    expect(body.data[0]).toEqual({ categoryName: '基础管理', applicationCount: 7 });
    const [row] = await server.db.query<{ count: number }>('select count(*)::int as count from applications');
    expect(body.data.reduce((sum, category) => sum + category.applicationCount, 0)).toBe(row!.count);
  });
});

describe('/app/v1/marketplace/application/group/list', () => {
  it('groups every catalogue application by category, with what the organisation has of it', async () => {
    const body = await groups(await member());
    expect(body.code).toBe(0);
    expect(body.data.map((group) => group.categoryName)).toEqual(CATEGORIES);
    const all = flat(body.data);
    expect(all).toHaveLength(CATALOGUE_SIZE);
    const byAgent = new Map(all.map((application) => [application.agentId, application]));
    expect(byAgent.get('a8784ccb1fd04634')).toMatchObject({
      installed: true,
      held: false,
      state: 1,
      inState: 1,
    });
    expect(byAgent.get(LEAVE)).toEqual({
      uniqueId: `app-${LEAVE}`,
      applicationUniqueId: `app-${LEAVE}`,
      agentId: LEAVE,
      name: '请假管理',
      pcName: '请假管理',
      iconUrl: '',
      introduction: expect.any(String),
      categoryName: '人事管理',
      // 请假管理 opens the approval centre, which 李娜 is not granted: said before any click.
      pcUrl: '/PC_APPROVAL_CENTER',
      appUrl: `/mobile/app/${LEAVE}`,
      installed: true,
      held: true,
      state: 1,
      inState: 1,
      expiredTime: expect.any(String),
      launch: { usable: false, reason: '无权限', message: '暂无该应用相关权限！' },
    });
  });

  it('shows an admin every installed application as held', async () => {
    const all = flat((await groups(await admin())).data);
    expect(all.filter((application) => application.installed).every((application) => application.held)).toBe(
      true,
    );
    expect(all.find((application) => application.agentId === 'a8784ccb1fd04634')).toMatchObject({
      installed: true,
      held: true,
    });
  });

  it('shows another organisation its own installations', async () => {
    const yunshan = flat((await groups(await yunshanAdmin())).data);
    expect(yunshan).toHaveLength(CATALOGUE_SIZE);
    expect(yunshan.find((application) => application.agentId === LEAVE)).toMatchObject({
      installed: false,
      held: false,
      state: null,
      inState: null,
      expiredTime: null,
    });
    expect(yunshan.find((application) => application.agentId === 'a8784ccb1fd04634')).toMatchObject({
      installed: true,
      held: true,
    });
  });

  it('keeps names containing the keyword, trimmed, in the name or the PC name; empty groups go', async () => {
    const token = await member();
    const names = async (name: string) =>
      (await groups(token, { name })).data.map((group) => [
        group.categoryName,
        group.applications.map((application) => application.name),
      ]);
    expect(await names(' 报 ')).toEqual([
      ['协同办公', ['工作汇报']],
      ['物业服务', ['报事报修']],
      ['财务管理', ['费用报销']],
      ['企业服务', ['政策申报']],
      ['数据分析', ['经营报表']],
    ]);
    expect(await names('企业设置')).toEqual([['基础管理', ['设置']]]);
    expect(await names('找不到的应用')).toEqual([]);
    expect(flat((await groups(token, { name: '   ' })).data)).toHaveLength(CATALOGUE_SIZE);
  });

  it('matches Latin letters whatever their case', async () => {
    await server.db.query(
      `insert into applications (unique_id, agent_id, name, pc_name, category, sort)
       values ('app-test-crm', 'testcrm000000000', 'CRM 客户管理', 'Crm', '企业服务', 999)`,
    );
    try {
      const found = flat((await groups(await member(), { name: 'crm' })).data);
      expect(found.map((application) => application.uniqueId)).toEqual(['app-test-crm']);
      expect(found[0]).toMatchObject({ installed: false, held: false });
    } finally {
      await server.db.query("delete from applications where unique_id = 'app-test-crm'");
    }
  });

  it('refuses a keyword that is too long or not text', async () => {
    const token = await member();
    expect((await groups(token, { name: '应'.repeat(65) })).message).toBe('关键词不能超过 64 个字符');
    expect((await groups(token, { name: 3 })).message).toBe('关键词的类型不正确，应为字符串');
    expect((await groups(token, { name: 'a\u200bb' })).message).toBe('关键词格式不正确');
    expect(await groups(token, { name: 'a\u0000b' })).toMatchObject({
      code: ErrorCode.DisallowedCharacters,
      message: '「关键词」含有不允许的字符（空字符）',
    });
  });
});

describe('/app/v1/marketplace/application/detail and edition/list', () => {
  it('answers an application with its editions', async () => {
    const { body } = await server.post<MarketApplication & { editions: Edition[] }>(
      '/app/v1/marketplace/application/detail',
      { uniqueId: 'app-approval' },
      await member(),
    );
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      uniqueId: 'app-approval',
      agentId: 'a8784ccb1fd04634',
      name: '审批',
      installed: true,
      held: false,
    });
    expect(body.data.editions).toEqual([
      {
        uniqueId: 'app-approval-basic',
        name: '基础版',
        priceFen: 0,
        durationDays: null,
        features: expect.any(Array),
      },
      {
        uniqueId: 'app-approval-pro',
        name: '专业版',
        priceFen: 99_900,
        durationDays: 365,
        features: expect.any(Array),
      },
      {
        uniqueId: 'app-approval-flagship',
        name: '旗舰版',
        priceFen: 299_900,
        durationDays: 365,
        features: expect.any(Array),
      },
    ]);
    expect(body.data.editions[0]!.features).toContain('核心功能');
  });

  it('lists the editions of every application, one to three of them, 基础版 first and free', async () => {
    const token = await member();
    const counts = new Set<number>();
    for (const uniqueId of ['app-market', 'app-settings', 'app-approval', `app-${LEAVE}`]) {
      const { body } = await server.post<Edition[]>(
        '/app/v1/marketplace/application/edition/list',
        { uniqueId },
        token,
      );
      expect(body.code).toBe(0);
      expect(body.data[0]).toMatchObject({ name: '基础版', priceFen: 0, durationDays: null });
      counts.add(body.data.length);
    }
    expect([...counts].sort()).toEqual([1, 2, 3]);
    const [row] = await server.db.query<{ bare: number }>(
      `select count(*)::int as bare from applications a
        where not exists (select 1 from application_editions e where e.application_id = a.id)`,
    );
    expect(row!.bare).toBe(0);
  });

  it('answers an application the organisation has not installed', async () => {
    const { body } = await server.post<MarketApplication>(
      '/app/v1/marketplace/application/detail',
      { uniqueId: `app-${LEAVE}` },
      await yunshanAdmin(),
    );
    expect(body.data).toMatchObject({ installed: false, held: false, state: null });
  });

  it('refuses an unknown application and a bad uniqueId', async () => {
    const token = await member();
    for (const url of [
      '/app/v1/marketplace/application/detail',
      '/app/v1/marketplace/application/edition/list',
    ]) {
      expect((await server.post(url, { uniqueId: 'app-nothing' }, token)).body).toEqual({
        code: ErrorCode.ApplicationNotFound,
        message: '应用不存在',
        data: null,
      });
      expect((await server.post(url, { uniqueId: '' }, token)).body.message).toBe('应用标识格式不正确');
    }
  });
});

describe('/app/v1/application/package/list/name', () => {
  interface Package {
    uniqueId: string;
    name: string;
    introduction: string;
    applicationUniqueIds: string[];
  }
  const packages = async (body: object) =>
    (await server.post<Package[]>('/app/v1/application/package/list/name', body, await member())).body;

  it('lists the packages with their applications in order', async () => {
    const { code, data } = await packages({});
    expect(code).toBe(0);
    expect(data.map((suite) => suite.name)).toEqual([
      '智慧园区套件',
      '人事行政套件',
      '财务管理套件',
      '物业服务套件',
    ]);
    expect(data[0]).toEqual({
      uniqueId: 'package-smart-park',
      name: '智慧园区套件',
      introduction: expect.any(String),
      applicationUniqueIds: [
        'app-park',
        'app-contract',
        'app-pk01energy000000',
        'app-pk02security0000',
        'app-pk03asset0000000',
        'app-pk04investment00',
      ],
    });
  });

  it('filters by name and refuses a bad keyword', async () => {
    expect((await packages({ name: ' 人事 ' })).data.map((suite) => suite.uniqueId)).toEqual([
      'package-hr-admin',
    ]);
    expect((await packages({ name: '没有' })).data).toEqual([]);
    expect((await packages({ name: ['人事'] })).message).toBe('关键词的类型不正确，应为字符串');
  });
});
