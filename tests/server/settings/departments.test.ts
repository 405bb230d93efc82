import { allMigrations } from '../../../server/areas';
import { migrate } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { ErrorCode } from '../../../server/http/error-codes';
import { demoTokens } from '../support/application-centre';
import { invalid, refusal } from '../support/refusals';
import { fingerprintTables } from '../support/table-fingerprints';
import { withEmptySchema } from '../support/test-database';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);

interface DepartmentNode {
  uniqueId: string;
  name: string;
  parentUniqueId: string | null;
  sort: number;
  memberCount: number;
  totalMemberCount: number;
  children: DepartmentNode[];
}

interface DepartmentMember {
  uniqueId: string;
  nickname: string;
  telephone: string;
  isAdmin: boolean;
  state: number;
}

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const department = <T = DepartmentNode>(path: string, body: object, token: string) =>
  server.post<T>(`/enterprise/v1/department/${path}`, body, token);

async function treeOf(token: string): Promise<DepartmentNode[]> {
  const { body } = await department<DepartmentNode[]>('tree', {}, token);
  expect(body.code).toBe(0);
  return body.data;
}

/** The tree reduced to names and counts: `name (direct/total)` with its children. */
type Outline = [string, number, number, Outline[]];
const outline = (node: DepartmentNode): Outline => [
  node.name,
  node.memberCount,
  node.totalMemberCount,
  node.children.map(outline),
];

/** The uniqueIds of the departments of a demo organisation, by name. */
async function idsOf(organization: string): Promise<Record<string, string>> {
  const rows = await server.db.query<{ name: string; uniqueId: string }>(
    `select d.name, d.unique_id as "uniqueId" from departments d join organizations o on o.id = d.organization_id
      where o.unique_id = $1`,
    [organization],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.uniqueId]));
}

/**
 * Departments written straight into 星河科技园's tree, as data from before the limits could be:
 * `count` of them under the root, or, `chained`, each under the one before (旧1 under the root).
 */
async function insertDepartments(count: number, { chained = false } = {}) {
  await server.db.query(
    `insert into departments (unique_id, organization_id, parent_id, name, sort, created_at)
     select 'old-' || n, r.organization_id, r.id, '旧' || n, 100 + n, now()
       from generate_series(1, $1::int) n, departments r join organizations o on o.id = r.organization_id
      where r.parent_id is null and o.unique_id = 'xinghe-park'`,
    [count],
  );
  if (!chained) return;
  await server.db.query(
    `update departments d set parent_id = p.id from departments p
      where d.unique_id like 'old-%' and p.unique_id = 'old-' || (substring(d.unique_id from 5)::int - 1)`,
  );
}

async function departmentCount(organization: string): Promise<number> {
  const [row] = await server.db.query<{ count: number }>(
    `select count(*)::int as count from departments d join organizations o on o.id = d.organization_id
      where o.unique_id = $1`,
    [organization],
  );
  return row!.count;
}

/** Levels from the node down, 1 for a department without sub-departments. */
const levelsOf = (node: DepartmentNode): number => 1 + Math.max(0, ...node.children.map(levelsOf));

/** A step of an `explain (analyze, format json)` plan. */
interface PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The rows every step of the plan produced, each loop counted ('Actual Rows' is per loop). */
const rowsProduced = (node: PlanNode): number =>
  node['Actual Rows'] * node['Actual Loops'] +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsProduced(child), 0);

describe('/enterprise/v1/department/tree', () => {
  it('shows the one root named after the organisation, its departments in order and member counts', async () => {
    const [root, ...others] = await treeOf(await member());
    expect(others).toEqual([]);
    expect(outline(root!)).toEqual([
      '星河科技园',
      1,
      6,
      [
        ['运营部', 1, 1, []],
        ['招商部', 2, 2, []],
        ['物业部', 1, 1, [['工程组', 0, 0, []]]],
        ['财务部', 1, 1, []],
      ],
    ]);
    expect(root!.parentUniqueId).toBeNull();
    const ids = await idsOf('xinghe-park');
    expect(root).toMatchObject({ uniqueId: ids.星河科技园, sort: 0 });
    expect(root!.children.map((child) => [child.parentUniqueId, child.sort])).toEqual([
      [ids.星河科技园, 0],
      [ids.星河科技园, 1],
      [ids.星河科技园, 2],
      [ids.星河科技园, 3],
    ]);
    expect(root!.children[2]!.children[0]).toEqual({
      uniqueId: ids.工程组,
      name: '工程组',
      parentUniqueId: ids.物业部,
      sort: 0,
      memberCount: 0,
      totalMemberCount: 0,
      children: [],
    });
  });

  it('counts a member placed in several departments once in their common ancestors', async () => {
    await server.db.query(
      `insert into member_departments (membership_id, department_id)
       select md.membership_id, d.id from member_departments md, departments d
        where md.department_id = (select id from departments where name = '运营部') and d.name = '工程组'`,
    );
    const [root] = await treeOf(await admin());
    expect(outline(root!)).toEqual([
      '星河科技园',
      1,
      6,
      [
        ['运营部', 1, 1, []],
        ['招商部', 2, 2, []],
        ['物业部', 1, 2, [['工程组', 1, 1, []]]],
        ['财务部', 1, 1, []],
      ],
    ]);
  });

  it('gives every organisation, existing or new, its own root', async () => {
    expect((await treeOf(await yunshanAdmin())).map(outline)).toEqual([
      ['云杉集团', 0, 0, [['综合管理部', 0, 0, []]]],
    ]);
    await server.db.query(
      "insert into organizations (unique_id, name, created_at) values ('new-org', '新组织', now())",
    );
    const roots = await server.db.query<{ name: string; parentId: number | null }>(
      `select d.name, d.parent_id as "parentId" from departments d join organizations o on o.id = d.organization_id
        where o.unique_id = 'new-org'`,
    );
    expect(roots).toEqual([{ name: '新组织', parentId: null }]);
  });

  it('reads the tree in one statement whose work grows with the departments, not with their depth', async () => {
    const token = await admin();
    await insertDepartments(250, { chained: true });
    const departments = await departmentCount('xinghe-park');
    const query = jest.spyOn(server.db, 'query');
    let tree: DepartmentNode[];
    let calls: typeof query.mock.calls;
    try {
      tree = await treeOf(token);
    } finally {
      calls = [...query.mock.calls];
      query.mockRestore();
    }
    expect(levelsOf(tree[0]!)).toBe(251);
    const statements = calls.filter(([text]) => /\bdepartments\b/.test(text));
    expect(statements).toHaveLength(1);
    // Every row each step of the plan produced, as PostgreSQL ran it: the recursive query this replaced
    // produced over 300 000 for these 255 departments.
    const [text, params] = statements[0]!;
    const [explained] = await server.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${text}`,
      params,
    );
    expect(rowsProduced(explained!['QUERY PLAN'][0].Plan)).toBeLessThan(20 * departments);
  });
});

describe('migration 0004 on a database with organisations', () => {
  it('gives each existing organisation a root department named after it', async () => {
    await withEmptySchema(async (db) => {
      const before = migrations.findIndex((migration) => migration.id === '0004-departments');
      await migrate(db, migrations.slice(0, before));
      await db.query(
        "insert into organizations (unique_id, name, created_at) values ('a', '甲公司', now()), ('b', '乙公司', now())",
      );
      expect(await migrate(db, allMigrations)).toContain('0004-departments');
      const roots = await db.query<{ organization: string; name: string; uniqueId: string }>(
        `select o.unique_id as organization, d.name, d.unique_id as "uniqueId"
           from departments d join organizations o on o.id = d.organization_id
          where d.parent_id is null order by o.unique_id`,
      );
      expect(roots).toEqual([
        { organization: 'a', name: '甲公司', uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/) },
        { organization: 'b', name: '乙公司', uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/) },
      ]);
    });
  });
});

describe('/enterprise/v1/department/add', () => {
  it('adds a trimmed name as the last child and answers the department', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const { body } = await department('add', { parentUniqueId: ids.星河科技园, name: '  市场部 ' }, token);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/),
      name: '市场部',
      parentUniqueId: ids.星河科技园,
      sort: 4,
      memberCount: 0,
      totalMemberCount: 0,
      children: [],
    });
    const [root] = await treeOf(token);
    expect(root!.children.map((child) => child.name)).toEqual([
      '运营部',
      '招商部',
      '物业部',
      '财务部',
      '市场部',
    ]);

    // The same name under another parent is fine; a 30-character name too.
    const nested = await department('add', { parentUniqueId: ids.运营部, name: '工程组' }, token);
    expect(nested.body).toMatchObject({
      code: 0,
      data: { name: '工程组', parentUniqueId: ids.运营部, sort: 0 },
    });
    const long = await department('add', { parentUniqueId: ids.运营部, name: '部'.repeat(30) }, token);
    expect(long.body).toMatchObject({ code: 0, data: { name: '部'.repeat(30), sort: 1 } });
  });

  it('refuses a name a sibling has, an unknown parent and a name over 30 characters', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const before = await fingerprintTables(server.db);
    expect(
      (await department('add', { parentUniqueId: ids.星河科技园, name: ' 运营部' }, token)).body,
    ).toEqual(refusal(ErrorCode.DepartmentNameTaken, '同级部门中已有「运营部」'));
    expect((await department('add', { parentUniqueId: 'nothing-here', name: '市场部' }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
    expect(
      (await department('add', { parentUniqueId: ids.星河科技园, name: '部'.repeat(31) }, token)).body,
    ).toEqual(invalid('部门名称不能超过 30 个字符'));
    expect((await department('add', { parentUniqueId: ids.星河科技园, name: '   ' }, token)).body).toEqual(
      invalid('部门名称格式不正确'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/department/rename', () => {
  it('renames a department, keeps its place, and may rename the root', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const { body } = await department('rename', { uniqueId: ids.物业部, name: '物业服务部 ' }, token);
    expect(body).toMatchObject({
      code: 0,
      data: {
        uniqueId: ids.物业部,
        name: '物业服务部',
        sort: 2,
        memberCount: 1,
        children: [{ name: '工程组' }],
      },
    });
    expect((await department('rename', { uniqueId: ids.运营部, name: '运营部' }, token)).body.code).toBe(0);
    const root = await department('rename', { uniqueId: ids.星河科技园, name: '星河科技园总部' }, token);
    expect(root.body).toMatchObject({ code: 0, data: { name: '星河科技园总部', parentUniqueId: null } });
    const [tree] = await treeOf(token);
    expect(tree!.name).toBe('星河科技园总部');
    expect(tree!.children.map((child) => child.name)).toEqual(['运营部', '招商部', '物业服务部', '财务部']);
  });

  it('refuses a sibling’s name and an unknown department', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    expect((await department('rename', { uniqueId: ids.招商部, name: '物业部' }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNameTaken, '同级部门中已有「物业部」'),
    );
    expect((await department('rename', { uniqueId: 'nothing-here', name: '物业部' }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
  });
});

describe('/enterprise/v1/department/move', () => {
  it('moves a department with its children under a new parent, at the end or at a position', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const moved = await department('move', { uniqueId: ids.物业部, parentUniqueId: ids.运营部 }, token);
    expect(moved.body).toMatchObject({
      code: 0,
      data: {
        name: '物业部',
        parentUniqueId: ids.运营部,
        sort: 0,
        totalMemberCount: 1,
        children: [{ name: '工程组' }],
      },
    });
    const first = await department(
      'move',
      { uniqueId: ids.工程组, parentUniqueId: ids.运营部, index: 0 },
      token,
    );
    expect(first.body).toMatchObject({ code: 0, data: { sort: 0, parentUniqueId: ids.运营部 } });
    const [root] = await treeOf(token);
    expect(outline(root!)).toEqual([
      '星河科技园',
      1,
      6,
      [
        [
          '运营部',
          1,
          2,
          [
            ['工程组', 0, 0, []],
            ['物业部', 1, 1, []],
          ],
        ],
        ['招商部', 2, 2, []],
        ['财务部', 1, 1, []],
      ],
    ]);
    expect(root!.children[0]!.children.map((child) => child.sort)).toEqual([0, 1]);
  });

  it('reorders among the same siblings, an index past the end meaning last', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const names = async () => (await treeOf(token))[0]!.children.map((child) => `${child.name}${child.sort}`);
    await department('move', { uniqueId: ids.物业部, parentUniqueId: ids.星河科技园, index: 0 }, token);
    expect(await names()).toEqual(['物业部0', '运营部1', '招商部2', '财务部3']);
    await department('move', { uniqueId: ids.物业部, parentUniqueId: ids.星河科技园, index: 1 }, token);
    expect(await names()).toEqual(['运营部0', '物业部1', '招商部2', '财务部3']);
    await department('move', { uniqueId: ids.运营部, parentUniqueId: ids.星河科技园, index: 99 }, token);
    expect(await names()).toEqual(['物业部0', '招商部1', '财务部2', '运营部3']);
  });

  it('refuses moving the root, into itself or below itself, a name clash and unknown ids, changing nothing', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    await department('add', { parentUniqueId: ids.运营部, name: '招商部' }, token);
    const before = await fingerprintTables(server.db);
    const cases: [object, number, string][] = [
      [{ uniqueId: ids.星河科技园, parentUniqueId: ids.运营部 }, ErrorCode.RootDepartment, '根部门不能移动'],
      [
        { uniqueId: ids.物业部, parentUniqueId: ids.物业部 },
        ErrorCode.DepartmentMoveIntoItself,
        '不能移动到自身或其下级部门',
      ],
      [
        { uniqueId: ids.物业部, parentUniqueId: ids.工程组 },
        ErrorCode.DepartmentMoveIntoItself,
        '不能移动到自身或其下级部门',
      ],
      [
        { uniqueId: ids.招商部, parentUniqueId: ids.运营部 },
        ErrorCode.DepartmentNameTaken,
        '同级部门中已有「招商部」',
      ],
      [{ uniqueId: 'nothing-here', parentUniqueId: ids.运营部 }, ErrorCode.DepartmentNotFound, '部门不存在'],
      [{ uniqueId: ids.招商部, parentUniqueId: 'nothing-here' }, ErrorCode.DepartmentNotFound, '部门不存在'],
    ];
    for (const [body, code, message] of cases) {
      expect((await department('move', body, token)).body).toEqual(refusal(code, message));
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/department/remove', () => {
  it('removes an empty department', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    // 招商部 has 陈刚 and 赵敏; an empty department of the top level is added for the test.
    const added = await department('add', { parentUniqueId: ids.星河科技园, name: '市场部' }, token);
    expect(added.body).toMatchObject({ code: 0, data: { name: '市场部', memberCount: 0 } });
    const market = added.body.data.uniqueId;
    expect((await department('remove', { uniqueId: market }, token)).body).toEqual({
      code: 0,
      message: 'success',
      data: null,
    });
    expect((await department('remove', { uniqueId: ids.工程组 }, token)).body.code).toBe(0);
    const [root] = await treeOf(token);
    expect(outline(root!)).toEqual([
      '星河科技园',
      1,
      6,
      [
        ['运营部', 1, 1, []],
        ['招商部', 2, 2, []],
        ['物业部', 1, 1, []],
        ['财务部', 1, 1, []],
      ],
    ]);
    expect((await department('remove', { uniqueId: market }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
    expect((await department('remove', { uniqueId: ids.工程组 }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
    );
  });

  it('refuses the root, a department with children and one with members, changing nothing', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    await server.db.query(
      `insert into member_departments (membership_id, department_id)
       select m.id, d.id from memberships m, departments d
        where m.nickname = '张伟' and m.organization_id = d.organization_id and d.name = '运营部'`,
    );
    const before = await fingerprintTables(server.db);
    expect((await department('remove', { uniqueId: ids.星河科技园 }, token)).body).toEqual(
      refusal(ErrorCode.RootDepartment, '根部门不能删除'),
    );
    expect((await department('remove', { uniqueId: ids.物业部 }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotEmpty, '请先删除或移走下级部门'),
    );
    expect((await department('remove', { uniqueId: ids.运营部 }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentNotEmpty, '该部门下还有 2 名成员，请先调整成员的部门'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });
});

describe('/enterprise/v1/department/member/list', () => {
  it('lists the members placed directly, or with those of the departments below, in pages', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const direct = await department<Page<DepartmentMember>>('member/list', { uniqueId: ids.物业部 }, token);
    expect(direct.body).toEqual({
      code: 0,
      message: 'success',
      data: {
        list: [
          {
            uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/),
            nickname: '王芳',
            telephone: '13800000003',
            isAdmin: false,
            state: 1,
          },
        ],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      },
    });
    const rootOnly = await department<Page<DepartmentMember>>(
      'member/list',
      { uniqueId: ids.星河科技园 },
      token,
    );
    // 孙强, who heads the park, is placed in the root itself.
    expect(rootOnly.body.data).toMatchObject({
      list: [{ nickname: '孙强', telephone: '13800000006', isAdmin: false, state: 1 }],
      total: 1,
    });

    const all = await department<Page<DepartmentMember>>(
      'member/list',
      { uniqueId: ids.星河科技园, includeDescendants: true },
      token,
    );
    expect(all.body.data.list.map((row) => row.telephone)).toEqual([
      '13800000002',
      '13800000003',
      '13800000004',
      '13800000005',
      '13800000006',
      '13800000007',
    ]);
    expect(all.body.data.total).toBe(6);

    const second = await department<Page<DepartmentMember>>(
      'member/list',
      { uniqueId: ids.星河科技园, includeDescendants: true, pageNum: 2, pageSize: 1 },
      token,
    );
    expect(second.body.data).toMatchObject({
      total: 6,
      pageNum: 2,
      pageSize: 1,
      list: [{ nickname: '王芳' }],
    });
  });
});

describe('limits of the tree: 15 levels (the root the first), 1 000 departments (the root included)', () => {
  /** Adds each name under the one before, the first under `parentUniqueId`; their uniqueIds in order. */
  async function addChain(parentUniqueId: string, names: string[], token: string): Promise<string[]> {
    const chain: string[] = [];
    for (const name of names) {
      const { body } = await department(
        'add',
        { parentUniqueId: chain.at(-1) ?? parentUniqueId, name },
        token,
      );
      expect(body.code).toBe(0);
      chain.push(body.data.uniqueId);
    }
    return chain;
  }

  const levelNames = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `第${from + index}级`);

  it('adds down to the 15th level and refuses a 16th; the tree of that chain counts a member at its bottom once', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const chain = await addChain(ids.星河科技园!, levelNames(2, 15), token);
    const before = await fingerprintTables(server.db);
    expect((await department('add', { parentUniqueId: chain.at(-1), name: '第16级' }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentTooDeep, '部门最多 15 级（含根部门），「第15级」下不能再添加下级部门'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);

    // 运营部's member placed at the bottom too: counted once on the way up, the root's 6 unchanged.
    await server.db.query(
      `insert into member_departments (membership_id, department_id)
       select md.membership_id, d.id from member_departments md, departments d
        where md.department_id = (select id from departments where unique_id = $1) and d.unique_id = $2`,
      [ids.运营部, chain.at(-1)],
    );
    const [root] = await treeOf(token);
    expect([root!.name, root!.memberCount, root!.totalMemberCount]).toEqual(['星河科技园', 1, 6]);
    const path: [string, number, number][] = [];
    let parentUniqueId = root!.uniqueId;
    for (let node = root!.children.at(-1); node; node = node.children[0]) {
      expect(node.parentUniqueId).toBe(parentUniqueId);
      expect(node.children.length).toBeLessThanOrEqual(1);
      path.push([node.name, node.memberCount, node.totalMemberCount]);
      parentUniqueId = node.uniqueId;
    }
    expect(path).toEqual(
      levelNames(2, 15).map((name, index): [string, number, number] => [name, index === 13 ? 1 : 0, 1]),
    );
  });

  it('refuses a move that would take the department or anything below it past the 15th level', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    const chain = await addChain(ids.星河科技园!, levelNames(2, 15), token);
    const [, 第13级, 第14级] = chain.slice(-4);
    // 物业部 has 工程组 below it: two levels.
    const before = await fingerprintTables(server.db);
    expect((await department('move', { uniqueId: ids.物业部, parentUniqueId: 第14级 }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentTooDeep, '部门最多 15 级（含根部门），移动后将有 16 级'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
    // Under the 13th level it fits exactly; a department without sub-departments fits under the 14th.
    expect(
      (await department('move', { uniqueId: ids.物业部, parentUniqueId: 第13级 }, token)).body.code,
    ).toBe(0);
    expect(
      (await department('move', { uniqueId: ids.运营部, parentUniqueId: 第14级 }, token)).body.code,
    ).toBe(0);
    expect(
      (await department('move', { uniqueId: ids.工程组, parentUniqueId: 第14级 }, token)).body.code,
    ).toBe(0);
  });

  it('lets a tree deeper than the limit, from before it, be read, reordered and made shallower, never deeper', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    await insertDepartments(20, { chained: true });
    const old = await idsOf('xinghe-park');
    // 旧20 is on the 21st level: it may change places among its siblings.
    expect((await department('add', { parentUniqueId: old.旧19, name: '新部门' }, token)).body.code).toBe(
      ErrorCode.DepartmentTooDeep,
    );
    expect(
      (await department('move', { uniqueId: old.旧20, parentUniqueId: old.旧19, index: 0 }, token)).body.code,
    ).toBe(0);
    expect(
      (await department('move', { uniqueId: ids.运营部, parentUniqueId: old.旧14 }, token)).body,
    ).toEqual(refusal(ErrorCode.DepartmentTooDeep, '部门最多 15 级（含根部门），移动后将有 16 级'));
    // 旧15 to 旧20, six levels, moved up under the root: 7 levels there.
    expect(
      (await department('move', { uniqueId: old.旧15, parentUniqueId: ids.星河科技园 }, token)).body.code,
    ).toBe(0);
    const [root] = await treeOf(token);
    expect(levelsOf(root!)).toBe(15);
    expect(levelsOf(root!.children.find((child) => child.name === '旧15')!)).toBe(6);
  });

  it('refuses the 1 001st department of an organisation, and no other organisation’s', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    await insertDepartments(999 - (await departmentCount('xinghe-park')));
    expect((await department('add', { parentUniqueId: ids.运营部, name: '第一千个' }, token)).body.code).toBe(
      0,
    );
    expect(await departmentCount('xinghe-park')).toBe(1000);
    const before = await fingerprintTables(server.db);
    expect((await department('add', { parentUniqueId: ids.运营部, name: '又一个' }, token)).body).toEqual(
      refusal(ErrorCode.DepartmentLimitReached, '每个组织最多 1000 个部门（含根部门），请先删除不用的部门'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
    // Moving adds none.
    expect(
      (await department('move', { uniqueId: ids.物业部, parentUniqueId: ids.运营部 }, token)).body.code,
    ).toBe(0);
    const yunshan = await idsOf('yunshan-group');
    expect(
      (await department('add', { parentUniqueId: yunshan.云杉集团, name: '市场部' }, await yunshanAdmin()))
        .body.code,
    ).toBe(0);
  });

  it('admits exactly one of 20 adds sent at once to an organisation one department below the limit', async () => {
    const token = await admin();
    const ids = await idsOf('xinghe-park');
    await insertDepartments(999 - (await departmentCount('xinghe-park')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        department('add', { parentUniqueId: ids.运营部, name: `同时${index + 1}` }, token),
      ),
    );
    const codes = answers.map((answer) => answer.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([0, ...Array(19).fill(ErrorCode.DepartmentLimitReached)]);
    expect(await departmentCount('xinghe-park')).toBe(1000);
  });
});

describe('members and other organisations', () => {
  it('refuses every change to a member, changing nothing', async () => {
    const token = await member();
    const ids = await idsOf('xinghe-park');
    const before = await fingerprintTables(server.db);
    const writes: [string, object, string][] = [
      ['add', { parentUniqueId: ids.星河科技园, name: '市场部' }, '新增部门'],
      ['rename', { uniqueId: ids.运营部, name: '运营中心' }, '编辑部门'],
      ['move', { uniqueId: ids.工程组, parentUniqueId: ids.运营部 }, '编辑部门'],
      ['remove', { uniqueId: ids.招商部 }, '删除部门'],
      ['member/list', { uniqueId: ids.运营部 }, '组织管理'],
    ];
    for (const [path, body, permission] of writes) {
      expect((await department(path, body, token)).body).toEqual(
        refusal(ErrorCode.Forbidden, `您没有「${permission}」的权限，请联系企业管理员`),
      );
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('answers 部门不存在 for another organisation’s departments and never shows them', async () => {
    const token = await admin();
    const xinghe = await idsOf('xinghe-park');
    const yunshan = await idsOf('yunshan-group');
    const before = await fingerprintTables(server.db);
    const calls: [string, object][] = [
      ['add', { parentUniqueId: yunshan.云杉集团!, name: '市场部' }],
      ['rename', { uniqueId: yunshan.综合管理部!, name: '运营中心' }],
      ['move', { uniqueId: yunshan.综合管理部!, parentUniqueId: xinghe.运营部! }],
      ['move', { uniqueId: xinghe.招商部!, parentUniqueId: yunshan.云杉集团! }],
      ['remove', { uniqueId: yunshan.综合管理部! }],
      ['member/list', { uniqueId: yunshan.云杉集团!, includeDescendants: true }],
    ];
    for (const [path, body] of calls) {
      expect((await department(path, body, token)).body).toEqual(
        refusal(ErrorCode.DepartmentNotFound, '部门不存在'),
      );
    }
    expect(await fingerprintTables(server.db)).toEqual(before);
    const shown = JSON.stringify(await treeOf(token));
    for (const uniqueId of Object.values(yunshan)) expect(shown).not.toContain(uniqueId);
    expect(shown).not.toContain('综合管理部');

    // 张伟 acting in 云杉集团 sees only its tree, and nobody of 星河科技园 in it.
    const other = await department<Page<DepartmentMember>>(
      'member/list',
      { uniqueId: xinghe.运营部!, includeDescendants: true },
      await yunshanAdmin(),
    );
    expect(other.body).toEqual(refusal(ErrorCode.DepartmentNotFound, '部门不存在'));
  });
});

describe('bad bodies', () => {
  it.each([
    ['add', { parentUniqueId: 'x1' }, '缺少必填项：部门名称'],
    ['add', { name: '市场部' }, '缺少必填项：上级部门标识'],
    ['add', { parentUniqueId: 'x1', name: 12 }, '部门名称的类型不正确，应为字符串'],
    ['add', { parentUniqueId: 'x1', name: '市场<b>' }, '部门名称格式不正确'],
    ['add', { parentUniqueId: 'x1', name: '市'.repeat(31) }, '部门名称不能超过 30 个字符'],
    ['rename', { uniqueId: 'a b', name: '市场部' }, '部门标识格式不正确'],
    ['move', { uniqueId: 'x1', parentUniqueId: 'x2', index: -1 }, '位置不能小于 0'],
    ['move', { uniqueId: 'x1', parentUniqueId: 'x2', index: 1.5 }, '位置的类型不正确，应为整数'],
    ['remove', {}, '缺少必填项：部门标识'],
    ['member/list', { uniqueId: 'x1', includeDescendants: 'yes' }, '包含下级部门的类型不正确，应为布尔值'],
    ['member/list', { uniqueId: 'x1', pageSize: 101 }, '每页条数不能大于 100'],
  ])('%s %j answers a Chinese validation message', async (path, body, message) => {
    const { status, body: answer } = await department(path, body, await admin());
    expect(status).toBe(200);
    expect(answer).toEqual(invalid(message));
  });
});
