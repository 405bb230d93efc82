import type { FlowNode } from '../../../manifests/contracts/approval-flow';
import { type OrgDirectory, resolveApprovers } from '../../../server/areas/approval/flow/approvers';
import { approver, cc, member, role } from './support/flows';

/**
 * root (head: ceo) ─ invest (head: wang) ─ invest-1 (head: zhao)
 *                  └ finance (no head)
 * chen is in invest-1; zhao heads it; li is disabled; roles: cashier → [sun, li].
 */
const heads: Record<string, string | undefined> = { root: 'ceo', invest: 'wang', 'invest-1': 'zhao' };
const parents: Record<string, string | undefined> = { invest: 'root', 'invest-1': 'invest', finance: 'root' };
const memberDepartments: Record<string, string[]> = {
  chen: ['invest-1'],
  zhao: ['invest-1'],
  wang: ['invest'],
  ceo: ['root'],
  fang: ['finance'],
};
const directory: OrgDirectory = {
  departmentsOf: async (id) => memberDepartments[id] ?? [],
  parentOf: async (id) => parents[id],
  headOf: async (id) => heads[id],
  membersOfRoles: async (roles) => roles.flatMap((id) => (id === 'cashier' ? ['sun', 'li'] : [])),
  admins: async () => ['admin'],
  activeAmong: async (ids) => new Set(ids.filter((id) => id !== 'li')),
};

const resolve = (
  node: FlowNode,
  initiator = 'chen',
  extra: { form?: Record<string, unknown>; chosen?: Record<string, string[]> } = {},
) =>
  resolveApprovers(node, {
    initiator,
    form: extra.form ?? {},
    chosenApprovers: extra.chosen ?? {},
    directory,
  });

describe('approver sources', () => {
  it.each<[string, Partial<FlowNode>, string[], string]>([
    [
      'settype 1 + setting 4: a single chosen approver',
      { settype: 1, setting: 4, nodeUserList: [member('sun')] },
      ['sun'],
      'all',
    ],
    [
      'settype 1: several chosen, in order, 依次',
      { settype: 1, nodeUserList: [member('sun'), member('wang')], examineMode: 'sequential' },
      ['sun', 'wang'],
      'sequential',
    ],
    [
      'settype 1: several chosen, 会签',
      { settype: 1, nodeUserList: [member('sun'), member('wang')], examineMode: 'all' },
      ['sun', 'wang'],
      'all',
    ],
    [
      'settype 1: several chosen, 或签',
      { settype: 1, nodeUserList: [member('sun'), member('wang')], examineMode: 'any' },
      ['sun', 'wang'],
      'any',
    ],
    ['setting 5: the initiator', { settype: 1, setting: 5, nodeUserList: [] }, ['chen'], 'all'],
    ['settype 5: the initiator', { settype: 5 }, ['chen'], 'all'],
    ['settype 2 level 1: the head of their department', { settype: 2, directorLevel: 1 }, ['zhao'], 'all'],
    ['settype 2 level 2: the head one level up', { settype: 2, directorLevel: 2 }, ['wang'], 'all'],
    ['settype 2 level 3: the head two levels up', { settype: 2, directorLevel: 3 }, ['ceo'], 'all'],
    [
      'settype 3 up to level 3: every head in order',
      { settype: 3, directorLevel: 3, examineMode: 'any' },
      ['zhao', 'wang', 'ceo'],
      'sequential',
    ],
    ['settype 3 up to level 2', { settype: 3, directorLevel: 2 }, ['zhao', 'wang'], 'sequential'],
    [
      'settype 4: the role’s members who can act',
      { settype: 4, nodeUserList: [role('cashier')] },
      ['sun'],
      'all',
    ],
    [
      'settype 6: the initiator’s choice',
      { settype: 6, selectMode: 'multiple', examineMode: 'any' },
      ['sun', 'wang'],
      'any',
    ],
    ['settype 6 single: the first choice only', { settype: 6, selectMode: 'single' }, ['sun'], 'all'],
    [
      'settype 6 within a range',
      { settype: 6, selectMode: 'multiple', nodeUserList: [member('wang')] },
      ['wang'],
      'all',
    ],
    [
      'settype 7: the form’s member field',
      { settype: 7, formField: 'owner', examineMode: 'any' },
      ['fang', 'wang'],
      'any',
    ],
  ])('%s', async (_name, options, people, mode) => {
    const node = approver('n', { nodeUserList: [], ...options });
    const resolution = await resolve(node, 'chen', {
      form: { owner: ['fang', 'wang', 'fang'] },
      chosen: { n: ['sun', 'wang'] },
    });
    expect(resolution.people).toEqual(people);
    expect(resolution.mode).toBe(mode);
    expect(resolution.notes).toEqual([]);
  });

  it('a head heading the initiator’s own department is skipped for continuous heads', async () => {
    const resolution = await resolve(
      approver('n', { settype: 3, directorLevel: 2, nodeUserList: [] }),
      'zhao',
    );
    expect(resolution.people).toEqual(['wang']);
  });
});

describe('nobody to approve', () => {
  it.each<[string, FlowNode['emptyApprover'], string[], string[]]>([
    ['passes at once', { action: 'pass' }, [], ['empty-pass']],
    ['goes to the administrators', { action: 'admins' }, ['admin'], ['empty-admins']],
    ['goes to the named member', { action: 'member', member: member('sun') }, ['sun'], ['empty-member']],
    [
      'passes when the named member cannot act',
      { action: 'member', member: member('li') },
      [],
      ['empty-pass'],
    ],
    ['goes to the administrators when the node says nothing', undefined, ['admin'], ['empty-admins']],
  ])('%s', async (_name, emptyApprover, people, notes) => {
    // finance has no head.
    const node = approver('n', {
      settype: 2,
      directorLevel: 1,
      nodeUserList: [],
      ...(emptyApprover ? { emptyApprover } : {}),
    });
    const resolution = await resolve(node, 'fang');
    expect(resolution.people).toEqual(people);
    expect(resolution.notes).toEqual(notes);
  });

  it('a disabled chosen member leaves the node empty', async () => {
    const resolution = await resolve(
      approver('n', { nodeUserList: [member('li')], emptyApprover: { action: 'pass' } }),
    );
    expect(resolution).toEqual({ people: [], mode: 'all', notes: ['empty-pass'] });
  });
});

describe('the initiator among the approvers', () => {
  const both = { nodeUserList: [member('chen'), member('sun')], examineMode: 'all' as const };

  it.each<[string, FlowNode['selfApprove'], string[], string[]]>([
    ['stays when the node says nothing', undefined, ['chen', 'sun'], []],
    ['approves at once', 'pass', ['sun'], ['self-pass']],
    ['passes to their department head', 'head', ['zhao', 'sun'], ['self-head']],
  ])('%s', async (_name, selfApprove, people, notes) => {
    const resolution = await resolve(approver('n', { ...both, ...(selfApprove ? { selfApprove } : {}) }));
    expect(resolution.people).toEqual(people);
    expect(resolution.notes).toEqual(notes);
  });

  it('alone and approving at once: the node passes, not the empty rule', async () => {
    const resolution = await resolve(approver('n', { nodeUserList: [member('chen')], selfApprove: 'pass' }));
    expect(resolution).toEqual({ people: [], mode: 'all', notes: ['self-pass'] });
  });

  it('a head starting passes to the head above them', async () => {
    const resolution = await resolve(
      approver('n', { settype: 2, directorLevel: 1, nodeUserList: [], selfApprove: 'head' }),
      'zhao',
    );
    expect(resolution.people).toEqual(['wang']);
  });

  it('a node whose source is the initiator keeps them', async () => {
    const resolution = await resolve(approver('n', { settype: 5, selfApprove: 'pass' }));
    expect(resolution.people).toEqual(['chen']);
  });
});

describe('cc nodes', () => {
  it('copy the people they name who can act, and nobody else when empty', async () => {
    expect((await resolve(cc('c', [member('sun'), member('li')]))).people).toEqual(['sun']);
    expect(await resolve(cc('c', []))).toEqual({ people: [], mode: 'all', notes: [] });
  });
});
