import { buildApp } from '../../../server/app';
import { ResourceTreeCache } from '../../../server/domain/resource-tree-cache';
import { resolveSession } from '../../../server/domain/sessions';
import type { OrganizationSession } from '../../../server/plugins/session-auth';
import { HOUR } from '../support/manual-clock';
import { workerValidators } from '../support/test-database';
import { setupTestServer, testConfig } from '../support/test-server';

const server = setupTestServer();

interface ResourceNode {
  code: string;
  childs: ResourceNode[];
}
const codesOf = (nodes: ResourceNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codesOf(node.childs)]);

async function memberCodes(token: string, app = server.app): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/enterprise/v1/session/resource/detail',
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: '{}',
  });
  const body = response.json() as { code: number; data: { resources: ResourceNode[] } };
  expect(body.code).toBe(0);
  return codesOf(body.data.resources);
}

describe('resource trees kept per process, validated by the organisation’s access version', () => {
  it('shows a new grant at once', async () => {
    const member = await server.signInTo('13800000002', 'xinghe-park');
    expect(await memberCodes(member)).not.toContain('PC_SETTING_MANAGEMENT');
    expect(server.app.services.resourceTreeCache.size).toBe(1);
    await server.db.query(
      `insert into role_resources (role_id, resource_id)
       select r.id, res.id from roles r, resources res
        where r.name = '普通员工' and r.organization_id = (select id from organizations where unique_id = 'xinghe-park')
          and res.code in ('PC_SETTING_MANAGEMENT', 'PC_STAFF_MANAGEMENT')`,
    );
    const after = await memberCodes(member);
    expect(after).toContain('PC_SETTING_MANAGEMENT');
    expect(after).toContain('PC_STAFF_MANAGEMENT');
    expect(after).not.toContain('PC_ROLE_MANAGEMENT');
  });

  it('drops an application’s resources when it is disabled, and when it expires', async () => {
    const admin = await server.signInTo('13800000001', 'xinghe-park');
    expect(await memberCodes(admin)).toContain('PC_PARK_OPERATION');
    await server.db.query(
      `update organization_applications set expired_time = $1
        where application_id = (select id from applications where agent_id = 'p5r2k9a4m1e6t083')
          and organization_id = (select id from organizations where unique_id = 'xinghe-park')`,
      [new Date(server.clock.now().getTime() + HOUR)],
    );
    expect(await memberCodes(admin)).toContain('PC_PARK_OPERATION');
    server.clock.advance(HOUR);
    expect(await memberCodes(admin)).not.toContain('PC_PARK_OPERATION');

    expect(await memberCodes(admin)).toContain('PC_CONTRACT_MANAGEMENT');
    await server.db.query(
      `update organization_applications set in_state = 2
        where application_id = (select id from applications where agent_id = 'k3c8d0e6f2a7b914')`,
    );
    expect(await memberCodes(admin)).not.toContain('PC_CONTRACT_MANAGEMENT');
  });

  it('follows the built-in administrator role and role membership', async () => {
    const member = await server.signInTo('13800000002', 'xinghe-park');
    expect(await memberCodes(member)).not.toContain('PC_APPROVAL_CENTER');
    await server.db.query(
      `insert into member_roles (membership_id, role_id)
       select m.id, r.id from memberships m join roles r on r.organization_id = m.organization_id and r.built_in
        where m.nickname = '李娜'`,
    );
    expect(await memberCodes(member)).toContain('PC_APPROVAL_CENTER');
    await server.db.query(
      "delete from member_roles where membership_id = (select id from memberships where nickname = '李娜')",
    );
    expect(await memberCodes(member)).toEqual([]);
  });

  it('keeps replicas on one database in step', async () => {
    const replica = await buildApp({
      config: testConfig,
      db: server.db,
      clock: server.clock,
      passwordHasher: server.app.services.passwordHasher,
      buildValidator: workerValidators(),
    });
    try {
      const member = await server.signInTo('13800000002', 'xinghe-park');
      expect(await memberCodes(member, replica)).toEqual(await memberCodes(member));
      await server.db.query(
        "delete from role_resources where resource_id = (select id from resources where code = 'PC_PARK_VISITOR')",
      );
      expect(await memberCodes(member)).not.toContain('PC_PARK_VISITOR');
      expect(await memberCodes(member, replica)).not.toContain('PC_PARK_VISITOR');
    } finally {
      await replica.close();
    }
  });

  it('holds at most its capacity, the least recently used leaving first', async () => {
    const cache = new ResourceTreeCache(2);
    const now = server.clock.now();
    const sessionOf = async (telephone: string, organization: string) =>
      (await resolveSession(
        server.db,
        await server.signInTo(telephone, organization),
        now,
      )) as OrganizationSession;
    const xingheAdmin = await sessionOf('13800000001', 'xinghe-park');
    const yunshanAdmin = await sessionOf('13800000001', 'yunshan-group');
    const member = await sessionOf('13800000002', 'xinghe-park');
    const first = await cache.treeJson(server.db, xingheAdmin, now);
    await cache.treeJson(server.db, yunshanAdmin, now);
    await cache.treeJson(server.db, member, now);
    expect(cache.size).toBe(2);
    expect(JSON.parse(first)).toEqual(JSON.parse(await cache.treeJson(server.db, xingheAdmin, now)));
  });

  it('builds one tree for calls that come together (a page’s batch), not one each', async () => {
    const cache = new ResourceTreeCache();
    const now = server.clock.now();
    const session = (await resolveSession(
      server.db,
      await server.signInTo('13800000002', 'xinghe-park'),
      now,
    )) as OrganizationSession;
    const db = server.db as { query: typeof server.db.query };
    const query = db.query;
    let expiries = 0;
    db.query = ((sql: string, ...rest: unknown[]) => {
      if (sql.includes('min(expired_time)')) expiries += 1;
      return (query as (...args: unknown[]) => unknown).call(server.db, sql, ...rest);
    }) as typeof query;
    try {
      const [json, codes] = await Promise.all([
        cache.treeJson(server.db, session, now),
        cache.heldCodes(server.db, session, now),
        cache.heldCodes(server.db, session, now),
      ]);
      expect(codesOf(JSON.parse(json))).toEqual([...codes]);
    } finally {
      db.query = query;
    }
    expect(expiries).toBe(1);
    expect(cache.size).toBe(1);
  });
});
