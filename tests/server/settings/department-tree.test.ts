import {
  assembleTree,
  type DepartmentRow,
  treeShape,
} from '../../../server/areas/settings/departments/department-tree';

/**
 *      1 root
 *     / \
 *    2   3
 *   / \
 *  4   5
 *  |
 *  6
 */
const links = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 1 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 2 },
  { id: 6, parentId: 4 },
];

describe('treeShape', () => {
  const shape = treeShape(links);
  it.each([
    [1, 1, 4],
    [2, 2, 3],
    [3, 2, 1],
    [4, 3, 2],
    [5, 3, 1],
    [6, 4, 1],
  ])('department %i is on level %i with %i levels from it down', (id, level, height) => {
    expect([shape.levelOf(id), shape.heightOf(id)]).toEqual([level, height]);
  });

  it('lists parents before their children, siblings in the order given', () => {
    expect(shape.topDown).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('assembleTree', () => {
  /** Members 10…: 10 in 3 only; 11 in 4 and 6 (one below the other); 12 in 5 and 3 (apart); 13 in 6. */
  const placed: Record<number, number[]> = { 3: [10, 12], 4: [11], 5: [12], 6: [11, 13] };
  const shared = new Set([11, 12]);
  const rows: DepartmentRow[] = links.map((link) => ({
    ...link,
    uniqueId: `d${link.id}`,
    name: `部门${link.id}`,
    sort: 0,
    memberCount: placed[link.id]?.length ?? 0,
    sharedMemberIds: (placed[link.id] ?? []).filter((member) => shared.has(member)),
  }));
  type Outline = [string, number, number, Outline[]];
  const outline = (node: ReturnType<typeof assembleTree>[number]): Outline => [
    node.uniqueId,
    node.memberCount,
    node.totalMemberCount,
    node.children.map(outline),
  ];

  it('counts each member once in every department above where it is placed', () => {
    expect(assembleTree(rows).map(outline)).toEqual([
      [
        'd1',
        0,
        4,
        [
          [
            'd2',
            0,
            3,
            [
              ['d4', 1, 2, [['d6', 2, 2, []]]],
              ['d5', 1, 1, []],
            ],
          ],
          ['d3', 2, 2, []],
        ],
      ],
    ]);
  });

  it('gives each node its parent’s uniqueId, and keeps the order of the rows among siblings', () => {
    const [root] = assembleTree([rows[0]!, rows[2]!, rows[1]!]);
    expect(root!.parentUniqueId).toBeNull();
    expect(root!.children.map((child) => [child.uniqueId, child.parentUniqueId])).toEqual([
      ['d3', 'd1'],
      ['d2', 'd1'],
    ]);
  });
});
