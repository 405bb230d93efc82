import type { DepartmentNode } from '@plugins/settings/api/department-api';
import {
  ancestorIds,
  filterDepartments,
  moveForDrop,
  parentChoices,
  type TreeDrop,
} from '@plugins/settings/views/organization/department-tree-model';

const node = (
  uniqueId: string,
  name: string,
  parentUniqueId: string | null,
  children: DepartmentNode[] = [],
) => ({
  uniqueId,
  name,
  parentUniqueId,
  sort: 0,
  memberCount: 0,
  totalMemberCount: 0,
  children,
});

/** 园区 → 招商部, 物业部 → 保安组, 保洁组; 财务部. */
const tree: DepartmentNode[] = [
  node('root', '园区', null, [
    node('invest', '招商部', 'root'),
    node('property', '物业部', 'root', [
      node('guard', '保安组', 'property'),
      node('clean', '保洁组', 'property'),
    ]),
    node('finance', '财务部', 'root'),
  ]),
];

const drop = (draggedId: string, targetId: string, where: Partial<TreeDrop> = {}): TreeDrop => ({
  draggedId,
  targetId,
  toGap: true,
  side: 1,
  targetExpanded: false,
  ...where,
});

describe('moveForDrop', () => {
  it('puts a department dropped onto another inside it, first', () => {
    expect(moveForDrop(tree, drop('finance', 'invest', { toGap: false, side: 0 }))).toEqual({
      uniqueId: 'finance',
      parentUniqueId: 'invest',
      index: 0,
    });
  });

  it('puts a department dropped between siblings at that place, counting without itself', () => {
    // Before 招商部: first.
    expect(moveForDrop(tree, drop('finance', 'invest', { side: -1 }))).toEqual({
      uniqueId: 'finance',
      parentUniqueId: 'root',
      index: 0,
    });
    // 招商部 after 物业部: among 物业部, 财务部 it goes second.
    expect(moveForDrop(tree, drop('invest', 'property', { side: 1 }))).toEqual({
      uniqueId: 'invest',
      parentUniqueId: 'root',
      index: 1,
    });
    // 保安组 after 招商部: it leaves 物业部 for the root.
    expect(moveForDrop(tree, drop('guard', 'invest', { side: 1 }))).toEqual({
      uniqueId: 'guard',
      parentUniqueId: 'root',
      index: 1,
    });
  });

  it('takes a drop just below an open department as its first child', () => {
    expect(moveForDrop(tree, drop('invest', 'property', { side: 1, targetExpanded: true }))).toEqual({
      uniqueId: 'invest',
      parentUniqueId: 'property',
      index: 0,
    });
  });

  it('ignores drops the server would refuse or that change nothing', () => {
    expect(moveForDrop(tree, drop('root', 'invest', { toGap: false, side: 0 }))).toBeUndefined();
    expect(moveForDrop(tree, drop('invest', 'root', { side: 1 }))).toBeUndefined();
    expect(moveForDrop(tree, drop('property', 'guard', { toGap: false, side: 0 }))).toBeUndefined();
    expect(moveForDrop(tree, drop('property', 'property', { toGap: false, side: 0 }))).toBeUndefined();
    // Already right after 招商部, or already the first child of 物业部.
    expect(moveForDrop(tree, drop('property', 'invest', { side: 1 }))).toBeUndefined();
    expect(moveForDrop(tree, drop('guard', 'property', { toGap: false, side: 0 }))).toBeUndefined();
  });
});

describe('filterDepartments', () => {
  it('keeps the matches and their ancestors, and opens the way to them', () => {
    const result = filterDepartments(tree, ' 保安 ');
    expect(result.matched).toEqual(['guard']);
    expect(result.tree).toEqual([
      expect.objectContaining({
        uniqueId: 'root',
        children: [
          expect.objectContaining({
            uniqueId: 'property',
            children: [expect.objectContaining({ uniqueId: 'guard' })],
          }),
        ],
      }),
    ]);
    expect(result.expanded.sort()).toEqual(['property', 'root']);
  });

  it('keeps everything for a blank keyword and nothing when nothing matches', () => {
    expect(filterDepartments(tree, '  ').tree).toEqual(tree);
    expect(filterDepartments(tree, '人事').tree).toEqual([]);
  });
});

describe('parentChoices', () => {
  it('leaves out the department and its descendants and disables its current parent', () => {
    const property = tree[0]!.children[1]!;
    const choices = parentChoices(tree, property);
    expect(choices).toEqual([
      {
        value: 'root',
        title: '园区（当前上级）',
        disabled: true,
        children: [
          { value: 'invest', title: '招商部', disabled: false, children: [] },
          { value: 'finance', title: '财务部', disabled: false, children: [] },
        ],
      },
    ]);
  });
});

describe('ancestorIds', () => {
  it('lists the departments above one, from the root', () => {
    expect(ancestorIds(tree, 'guard')).toEqual(['root', 'property']);
    expect(ancestorIds(tree, 'root')).toEqual([]);
  });
});
