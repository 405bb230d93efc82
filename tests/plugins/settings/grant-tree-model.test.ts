import {
  allKeys,
  applicationKey,
  buildGrantTree,
  checkedFromCodes,
  grantedCodesOf,
  halfCheckedOf,
  parentKeys,
  sameKeys,
  toggleNode,
} from '@plugins/settings/views/roles/grant-tree-model';
import { allGrantableCodes, GRANTABLE_APPLICATIONS } from './support/role-fixtures';

const tree = buildGrantTree(GRANTABLE_APPLICATIONS);
const SETTINGS = applicationKey('app-settings');
const APPROVAL = applicationKey('app-approval');
const ROLE_ACTIONS = ['ROLE_ADD', 'ROLE_MODIFY', 'ROLE_GRANT', 'ROLE_MEMBER', 'ROLE_REMOVE'];
const STAFF_CHILDREN = [
  'STAFF_CONFIG',
  'STAFF_DETAIL',
  'STAFF_ADD',
  'STAFF_MODIFY',
  'STAFF_STATE',
  'STAFF_REMOVE',
  'STAFF_IMPORT',
];

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('the grant tree model', () => {
  it('puts each application on top with its resources below, in order', () => {
    expect(tree.roots.map((root) => [root.key, root.code, root.name])).toEqual([
      [SETTINGS, null, '设置'],
      [APPROVAL, null, '审批'],
    ]);
    expect(tree.roots[0]?.children.map((node) => node.code)).toEqual(['PC_SETTING_MANAGEMENT']);
    expect(tree.parents.get('PC_SETTING_MANAGEMENT')).toBe(SETTINGS);
    expect(tree.parents.get('ROLE_GRANT')).toBe('PC_ROLE_MANAGEMENT');
    expect(tree.parents.get('APPROVAL_DATA_ALL')).toBe('PC_APPROVAL_CENTER');
    expect(tree.parents.has(SETTINGS)).toBe(false);
    expect(tree.order.slice(0, 4)).toEqual([
      SETTINGS,
      'PC_SETTING_MANAGEMENT',
      'PC_PARK_INFORMATION',
      'PARK_INFORMATION_MODIFY',
    ]);
    expect(sorted(parentKeys(tree))).toEqual(
      sorted([
        SETTINGS,
        APPROVAL,
        'PC_SETTING_MANAGEMENT',
        'PC_PARK_INFORMATION',
        'PC_ORG_MANAGEMENT',
        'PC_STAFF_MANAGEMENT',
        'PC_APPLICATION_MANAGEMENT',
        'PC_ROLE_MANAGEMENT',
        'PC_APPROVAL_CENTER',
      ]),
    );
  });

  it('checks a leaf whose code is granted and shows its ancestors half-checked', () => {
    const checked = checkedFromCodes(tree, ['ROLE_ADD']);
    expect(sorted(checked)).toEqual(['ROLE_ADD']);
    expect(sorted(halfCheckedOf(tree, checked))).toEqual(
      sorted(['PC_ROLE_MANAGEMENT', 'PC_SETTING_MANAGEMENT', SETTINGS]),
    );
  });

  it('checks a menu whose actions are all granted, and its application and directory stay half-checked', () => {
    const checked = checkedFromCodes(tree, ['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY']);
    expect(sorted(checked)).toEqual(['PARK_INFORMATION_MODIFY', 'PC_PARK_INFORMATION']);
    expect(sorted(halfCheckedOf(tree, checked))).toEqual(sorted(['PC_SETTING_MANAGEMENT', SETTINGS]));
  });

  it('does not take a granted ancestor for checked while some of its descendants are not granted', () => {
    // An older grant listing ancestors: the directory and the menu come with one action only.
    const codes = ['PC_SETTING_MANAGEMENT', 'PC_ROLE_MANAGEMENT', 'ROLE_ADD', 'ROLE_GRANT'];
    const checked = checkedFromCodes(tree, codes);
    expect(sorted(checked)).toEqual(['ROLE_ADD', 'ROLE_GRANT']);
    expect(sorted(halfCheckedOf(tree, checked))).toEqual(
      sorted(['PC_ROLE_MANAGEMENT', 'PC_SETTING_MANAGEMENT', SETTINGS]),
    );
    // Saving grants what is shown: the two actions, no half-checked ancestor.
    expect(grantedCodesOf(tree, checked)).toEqual(['ROLE_ADD', 'ROLE_GRANT']);
  });

  it('does not check a granted parent none of whose children is granted', () => {
    const checked = checkedFromCodes(tree, ['PC_STAFF_MANAGEMENT']);
    expect(checked.size).toBe(0);
    expect(halfCheckedOf(tree, checked).size).toBe(0);
  });

  it('checks a parent whose children are all granted, up to the application', () => {
    const checked = checkedFromCodes(tree, ['APPROVAL_EXPORT', 'APPROVAL_DATA_ALL']);
    expect(sorted(checked)).toEqual(
      sorted([APPROVAL, 'PC_APPROVAL_CENTER', 'APPROVAL_EXPORT', 'APPROVAL_DATA_ALL']),
    );
    expect(halfCheckedOf(tree, checked).size).toBe(0);
    // The application is not a resource: the menu and both permissions are granted.
    expect(grantedCodesOf(tree, checked)).toEqual([
      'PC_APPROVAL_CENTER',
      'APPROVAL_EXPORT',
      'APPROVAL_DATA_ALL',
    ]);
  });

  it('ignores codes the tree has no node for', () => {
    expect(sorted(checkedFromCodes(tree, ['GONE_APP_MENU', 'ROLE_ADD']))).toEqual(['ROLE_ADD']);
  });

  it('checking a menu checks its permission nodes and half-checks the directory above', () => {
    const checked = toggleNode(tree, new Set(), 'PC_ROLE_MANAGEMENT', true);
    expect(sorted(checked)).toEqual(sorted(['PC_ROLE_MANAGEMENT', ...ROLE_ACTIONS]));
    expect(sorted(halfCheckedOf(tree, checked))).toEqual(sorted(['PC_SETTING_MANAGEMENT', SETTINGS]));
    expect(grantedCodesOf(tree, checked)).toEqual(['PC_ROLE_MANAGEMENT', ...ROLE_ACTIONS]);
  });

  it('checking the hidden pages and actions of a menu one by one ends with the menu checked', () => {
    let checked = checkedFromCodes(tree, []);
    for (const code of STAFF_CHILDREN.slice(0, -1)) checked = toggleNode(tree, checked, code, true);
    expect(checked.has('PC_STAFF_MANAGEMENT')).toBe(false);
    expect(halfCheckedOf(tree, checked).has('PC_STAFF_MANAGEMENT')).toBe(true);
    checked = toggleNode(tree, checked, 'STAFF_IMPORT', true);
    expect(checked.has('PC_STAFF_MANAGEMENT')).toBe(true);
    expect(halfCheckedOf(tree, checked).has('PC_STAFF_MANAGEMENT')).toBe(false);
    expect(grantedCodesOf(tree, checked)).toEqual(['PC_STAFF_MANAGEMENT', ...STAFF_CHILDREN]);
  });

  it('unchecking one action unchecks its menu, directory and application, which become half-checked', () => {
    const everything = toggleNode(tree, new Set(), SETTINGS, true);
    expect(sorted(grantedCodesOf(tree, everything))).toEqual(
      sorted(allGrantableCodes(GRANTABLE_APPLICATIONS.slice(0, 1))),
    );
    const checked = toggleNode(tree, everything, 'ROLE_REMOVE', false);
    for (const key of ['ROLE_REMOVE', 'PC_ROLE_MANAGEMENT', 'PC_SETTING_MANAGEMENT', SETTINGS])
      expect(checked.has(key)).toBe(false);
    expect(sorted(halfCheckedOf(tree, checked))).toEqual(
      sorted(['PC_ROLE_MANAGEMENT', 'PC_SETTING_MANAGEMENT', SETTINGS]),
    );
    // Every other menu stays whole; the half-checked ancestors are not sent.
    const codes = grantedCodesOf(tree, checked);
    expect(codes).toContain('PC_PARK_INFORMATION');
    expect(codes).toContain('ROLE_ADD');
    expect(codes).not.toContain('PC_ROLE_MANAGEMENT');
    expect(codes).not.toContain('PC_SETTING_MANAGEMENT');
    expect(codes).not.toContain('ROLE_REMOVE');
  });

  it('unchecking a parent unchecks its subtree and leaves nothing half-checked', () => {
    const checked = toggleNode(
      tree,
      toggleNode(tree, new Set(), 'PC_ORG_MANAGEMENT', true),
      'PC_ORG_MANAGEMENT',
      false,
    );
    expect(checked.size).toBe(0);
    expect(halfCheckedOf(tree, checked).size).toBe(0);
  });

  it('round-trips: the codes a checked state sends give the same state back', () => {
    let checked = toggleNode(tree, new Set(), 'PC_PARK_INFORMATION', true);
    checked = toggleNode(tree, checked, 'STAFF_ADD', true);
    checked = toggleNode(tree, checked, APPROVAL, true);
    const codes = grantedCodesOf(tree, checked);
    expect(codes).toEqual([
      'PC_PARK_INFORMATION',
      'PARK_INFORMATION_MODIFY',
      'STAFF_ADD',
      'PC_APPROVAL_CENTER',
      'APPROVAL_EXPORT',
      'APPROVAL_DATA_ALL',
    ]);
    expect(sameKeys(checkedFromCodes(tree, codes), checked)).toBe(true);
  });

  it('shows the built-in role with every node checked, and every code granted', () => {
    const checked = checkedFromCodes(tree, allGrantableCodes());
    expect(sameKeys(checked, allKeys(tree))).toBe(true);
    expect(halfCheckedOf(tree, checked).size).toBe(0);
    expect(grantedCodesOf(tree, checked)).toEqual(allGrantableCodes());
  });

  it('compares checked states regardless of order, and leaves an unknown key alone', () => {
    expect(sameKeys(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameKeys(new Set(['a']), new Set(['a', 'b']))).toBe(false);
    expect(sameKeys(new Set(['a', 'c']), new Set(['a', 'b']))).toBe(false);
    const checked = new Set(['ROLE_ADD']);
    expect(toggleNode(tree, checked, 'NOT_A_NODE', true)).toBe(checked);
  });
});
