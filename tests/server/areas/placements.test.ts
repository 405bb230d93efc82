import { areaManifests, KnownAgentId } from '../../../manifests';
import { contractManifest } from '../../../manifests/contract';
import type { GrantableApplication } from '../../../manifests/contracts/settings';
import { parkManifest } from '../../../manifests/park';
import { serverAreas } from '../../../server/areas';
import { syncReferenceData } from '../../../server/db/seed/reference-data';
import { composeAreas } from '../../../server/platform/compose-areas';
import { defineServerArea } from '../../../server/platform/server-area';
import { PARK_OPERATION_MENUS } from '../../support/test-manifests';
import { demoTokens } from '../support/application-centre';
import { addRole } from '../support/roles';
import { setupTestServer } from '../support/test-server';

/**
 * The map of the areas on the server (issue 32): contract's 园区合同 and billing's 账单管理 and 退租管理
 * hang in park's 园区运营, each code its own area's application. What that means for the member's
 * tree, roles and their grant tree, administrators, a switched-off or removed application, an /APP tree,
 * and a database synced before the codes moved.
 */

const server = setupTestServer();
const { admin } = demoTokens(server);

interface Node {
  code: string;
  parentCode: string | null;
  childs: Node[];
}

const SPEC_ORDER: string[] = [...PARK_OPERATION_MENUS];
const PLACED = ['PC_PARK_CONTRACT', 'PC_PARK_BILL', 'PC_PARK_WITHDRAW'];

async function treeOf(token: string): Promise<Node[]> {
  const { body } = await server.post<{ resources: Node[] }>(
    '/enterprise/v1/session/resource/detail',
    {},
    token,
  );
  expect(body.code).toBe(0);
  return body.data.resources;
}

const childrenOf = (nodes: Node[], code: string) =>
  nodes.find((node) => node.code === code)?.childs.map((child) => child.code);

/** 陈刚 (a plain member) with only the roles given here: 普通员工, which grants every park code, left. */
async function chenGangHolding(resourceCodes: string[]): Promise<string> {
  await server.db.query(
    `delete from member_roles where membership_id in (
       select m.id from memberships m join accounts a on a.id = m.account_id
        join organizations o on o.id = m.organization_id
        where a.telephone = '13800000004' and o.unique_id = 'xinghe-park')`,
  );
  await addRole(server.db, {
    uniqueId: 'role-placements',
    organization: 'xinghe-park',
    name: '园区专员',
    resourceCodes,
    members: ['13800000004'],
  });
  return server.signInTo('13800000004', 'xinghe-park');
}

/** The application (agentId) each code belongs to. */
async function applicationsOf(codes: string[]): Promise<Record<string, string>> {
  const rows = await server.db.query<{ code: string; agentId: string }>(
    `select r.code, a.agent_id as "agentId" from resources r join applications a on a.id = r.application_id
      where r.code = any($1::text[])`,
    [codes],
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.agentId]));
}

const setInState = (agentId: string, inState: number) =>
  server.db.query(
    `update organization_applications set in_state = $2
      where application_id = (select id from applications where agent_id = $1)
        and organization_id = (select id from organizations where unique_id = 'xinghe-park')`,
    [agentId, inState],
  );

describe('menus hung in a directory of an area depended on', () => {
  it('show in 园区运营 in the spec’s order for an admin and for a member 普通员工 grants them', async () => {
    expect(childrenOf(await treeOf(await admin()), 'PC_PARK_OPERATION')).toEqual(SPEC_ORDER);
    // 李娜 holds them through 普通员工 (every park, contract and billing code).
    const member = await server.signInTo('13800000002', 'xinghe-park');
    expect(childrenOf(await treeOf(member), 'PC_PARK_OPERATION')).toEqual(SPEC_ORDER);
  });

  it('belong to their own area’s application: 园区合同 to 合同管理, 账单管理 and 退租管理 to 费用管理', async () => {
    expect(await applicationsOf([...PLACED, 'PC_PARK_OPERATION'])).toEqual({
      PC_PARK_CONTRACT: contractManifest.application.agentId,
      PC_PARK_BILL: KnownAgentId.fee,
      PC_PARK_WITHDRAW: KnownAgentId.fee,
      PC_PARK_OPERATION: parkManifest.application.agentId,
    });
  });

  it('follow a role’s grants: under 园区运营 when the role holds it, at the top level when it does not', async () => {
    const inside = await chenGangHolding(['PC_PARK_OPERATION', 'PC_PARK_COMPANY', 'PC_PARK_BILL']);
    const tree = await treeOf(inside);
    expect(tree.map((node) => node.code)).toEqual(['PC_PARK_OPERATION']);
    expect(childrenOf(tree, 'PC_PARK_OPERATION')).toEqual(['PC_PARK_COMPANY', 'PC_PARK_BILL']);

    await server.db.query("delete from roles where unique_id = 'role-placements'");
    const alone = await chenGangHolding(['PC_PARK_CONTRACT']);
    expect(await treeOf(alone)).toEqual([
      expect.objectContaining({ code: 'PC_PARK_CONTRACT', parentCode: null, childs: [] }),
    ]);
  });

  it('are granted in 角色管理 under their own application, as its roots', async () => {
    const { body } = await server.post<GrantableApplication[]>(
      '/enterprise/v1/role/resource/tree',
      {},
      await admin(),
    );
    const byAgent = new Map(body.data.map((application) => [application.agentId, application]));
    const roots = (agentId: string) => byAgent.get(agentId)!.resources.map((node) => node.code);
    expect(roots(contractManifest.application.agentId)).toEqual([
      'PC_CONTRACT_MANAGEMENT',
      'PC_PARK_CONTRACT',
    ]);
    expect(roots(KnownAgentId.fee)).toEqual(['PC_PARK_BILL', 'PC_PARK_WITHDRAW']);
    expect(byAgent.get(KnownAgentId.fee)!.name).toBe('费用管理');
    const park = byAgent.get(parkManifest.application.agentId)!.resources[0]!;
    expect(park.childs.map((node) => node.code)).toEqual(SPEC_ORDER.filter((code) => !PLACED.includes(code)));
  });

  it('go with their own application: switched off, 费用管理’s leave 园区运营; 园区运营 switched off, the others stay', async () => {
    await setInState(KnownAgentId.fee, 2);
    expect(childrenOf(await treeOf(await admin()), 'PC_PARK_OPERATION')).toEqual(
      SPEC_ORDER.filter((code) => code !== 'PC_PARK_BILL' && code !== 'PC_PARK_WITHDRAW'),
    );
    await setInState(KnownAgentId.fee, 1);
    await setInState(parkManifest.application.agentId, 2);
    const tree = await treeOf(await admin());
    expect(tree.map((node) => node.code)).not.toContain('PC_PARK_OPERATION');
    // With no 园区运营 to hang in, they hang from the top, as a page granted without its directory does.
    for (const code of PLACED) {
      expect(tree.find((node) => node.code === code)).toMatchObject({ parentCode: null, childs: [] });
    }
  });

  it('leave with their application when it is removed, the host’s own menus staying', async () => {
    await server.db.query(
      `delete from organization_applications
        where application_id = (select id from applications where agent_id = $1)`,
      [contractManifest.application.agentId],
    );
    const tree = await treeOf(await admin());
    expect(childrenOf(tree, 'PC_PARK_OPERATION')).toEqual(
      SPEC_ORDER.filter((code) => code !== 'PC_PARK_CONTRACT'),
    );
    expect(tree.map((node) => node.code)).not.toContain('PC_CONTRACT_MANAGEMENT');
  });

  it('are the roots of their application’s /APP tree, without the host directory', async () => {
    const { body } = await server.post<Node[]>(
      '/app/v1/user/application/resource/tree',
      { applicationUniqueId: `app-${KnownAgentId.fee}` },
      await admin(),
    );
    expect(body.data.map((node) => [node.code, node.childs.length])).toEqual([
      ['PC_PARK_BILL', 0],
      ['PC_PARK_WITHDRAW', 0],
    ]);
    const member = await chenGangHolding(['PC_PARK_WITHDRAW']);
    const granted = await server.post<Node[]>(
      '/app/v1/user/application/resource/tree',
      { applicationUniqueId: `app-${KnownAgentId.fee}` },
      member,
    );
    expect(granted.body.data.map((node) => node.code)).toEqual(['PC_PARK_WITHDRAW']);
  });

  it('open their application: 费用管理 opens 账单管理, the first page of billing the member holds', async () => {
    const member = await chenGangHolding(['PC_PARK_WITHDRAW']);
    const { body } = await server.post<{ agentId: string; launch: unknown }[]>(
      '/v1/exchange/owner/app/list',
      {},
      member,
    );
    expect(body.data.find((application) => application.agentId === KnownAgentId.fee)?.launch).toEqual({
      usable: true,
      opens: { kind: 'page', path: '/PC_PARK_WITHDRAW' },
    });
  });
});

describe('the resource sync at start, on a database from before the areas’ map', () => {
  it('moves 园区合同, 账单管理 and 退租管理 from park’s application to theirs, keeping roles’ grants', async () => {
    // As the previous sync left them: park's menus, in park's application (same codes, parents, order).
    await server.db.query(
      `update resources set application_id = (select id from applications where agent_id = $1)
        where code = any($2::text[])`,
      [parkManifest.application.agentId, PLACED],
    );
    const idsBefore = await server.db.query<{ id: number; code: string }>(
      'select id, code from resources where code = any($1::text[]) order by code',
      [PLACED],
    );
    const member = await chenGangHolding(['PC_PARK_OPERATION', ...PLACED]);
    expect(childrenOf(await treeOf(member), 'PC_PARK_OPERATION')).toEqual(PLACED);

    await server.db.transaction((tx) => syncReferenceData(tx));

    expect(await applicationsOf(PLACED)).toEqual({
      PC_PARK_CONTRACT: contractManifest.application.agentId,
      PC_PARK_BILL: KnownAgentId.fee,
      PC_PARK_WITHDRAW: KnownAgentId.fee,
    });
    // The same rows, so the grants that name them are the role's still.
    expect(
      await server.db.query('select id, code from resources where code = any($1::text[]) order by code', [
        PLACED,
      ]),
    ).toEqual(idsBefore);
    const granted = await server.db.query<{ code: string }>(
      `select r.code from role_resources rr join roles ro on ro.id = rr.role_id join resources r on r.id = rr.resource_id
        where ro.unique_id = 'role-placements' order by r.code`,
    );
    expect(granted.map((row) => row.code)).toEqual([...PLACED, 'PC_PARK_OPERATION'].sort());
    expect(
      childrenOf(await treeOf(await server.signInTo('13800000004', 'xinghe-park')), 'PC_PARK_OPERATION'),
    ).toEqual(PLACED);
  });

  it('refuses, in Chinese, manifests whose map does not hold', async () => {
    const withoutPark = areaManifests.filter((manifest) => manifest.id !== 'park');
    await expect(server.db.transaction((tx) => syncReferenceData(tx, withoutPark))).rejects.toThrow(
      '区域 contract 依赖的区域 park 没有注册',
    );
  });
});

describe('the server’s composition of the areas', () => {
  const park = serverAreas.find((area) => area.id === 'park')!;
  const contract = serverAreas.find((area) => area.id === 'contract')!;

  it('orders park, contract and billing by their dependencies', () => {
    const order = composeAreas(serverAreas).areas.map((area) => area.id);
    expect(order.indexOf('park')).toBeLessThan(order.indexOf('contract'));
    expect(order.indexOf('contract')).toBeLessThan(order.indexOf('billing'));
    expect(serverAreas.map((area) => area.id).sort()).toEqual(
      areaManifests.map((manifest) => manifest.id).sort(),
    );
  });

  it('refuses an area not depending on what its manifest depends on, and a placement its manifest may not make', () => {
    expect(() => composeAreas([park, defineServerArea({ ...contract, dependsOn: [] })])).toThrow(
      '服务端区域 contract 的清单依赖 park，须在 dependsOn 中声明',
    );
    expect(() => composeAreas([contract])).toThrow('服务端区域 contract 依赖的区域 park 没有注册');
    const strayManifest = {
      ...contractManifest,
      placements: [{ under: 'PC_SETTING_MANAGEMENT', resources: contractManifest.placements[0].resources }],
    };
    const settings = serverAreas.find((area) => area.id === 'settings')!;
    const market = serverAreas.find((area) => area.id === 'market')!;
    // park builds on approval (入驻申请's type) and notice (its message).
    const [notice, approval] = ['notice', 'approval'].map(
      (id) => serverAreas.find((area) => area.id === id)!,
    );
    expect(() =>
      composeAreas([
        market,
        settings,
        notice!,
        approval!,
        park,
        defineServerArea({ ...contract, manifest: strayManifest }),
      ]),
    ).toThrow(
      '区域 contract 把资源放在区域 settings 的目录 PC_SETTING_MANAGEMENT 下，须在 dependsOn 中声明 settings',
    );
    expect(() =>
      composeAreas([
        market,
        settings,
        notice!,
        approval!,
        park,
        defineServerArea({
          ...contract,
          dependsOn: ['park', 'billing'],
          manifest: { ...contractManifest, dependsOn: ['park', 'billing'] },
        }),
        serverAreas.find((area) => area.id === 'billing')!,
      ]),
    ).toThrow('服务端区域之间存在循环依赖：billing → contract → billing');
  });
});
