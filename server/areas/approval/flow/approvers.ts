import {
  ApproverSetting,
  ApproverSource,
  type ExamineMode,
  type FlowNode,
} from '../../../../manifests/contracts/approval-flow';
import type { ApprovalFormValues } from '../../../../manifests/contracts/approval-form';

/**
 * What approver resolution reads of the organisation, by member and department uniqueIds. The
 * approval area implements it over the settings area's public API in the step's transaction; tests
 * give an in-memory one.
 */
export interface OrgDirectory {
  /** The member's departments, their main one first. */
  departmentsOf(member: string): Promise<string[]>;
  /** The department above, or undefined at the top. */
  parentOf(department: string): Promise<string | undefined>;
  /** The department's head (主管), if it has one. */
  headOf(department: string): Promise<string | undefined>;
  /** The members holding any of these roles. */
  membersOfRoles(roles: readonly string[]): Promise<string[]>;
  /** The organisation's administrators. */
  admins(): Promise<string[]>;
  /** Which of these members can act (members of the organisation, not disabled). */
  activeAmong(members: readonly string[]): Promise<ReadonlySet<string>>;
}

export interface ResolutionInput {
  initiator: string;
  form: ApprovalFormValues;
  /** The initiator's choices at start for 发起人自选 nodes, by nodeId. */
  chosenApprovers: Readonly<Record<string, readonly string[]>>;
  directory: OrgDirectory;
}

/** Why a node has the people it has, shown on the timeline. */
export type ResolutionNote =
  | 'empty-pass' // nobody resolved: passed automatically
  | 'empty-admins' // nobody resolved: to the organisation's administrators
  | 'empty-member' // nobody resolved: to the named member
  | 'self-pass' // the initiator was an approver: their approval given at once
  | 'self-head'; // the initiator was an approver: passed to their department head

export interface Resolution {
  /** Who acts, in order (the order matters for 依次). Empty: the node passes at once. */
  people: string[];
  mode: ExamineMode;
  notes: ResolutionNote[];
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The head `level` levels up from the member's main department (1 = the department's own head). */
async function headAt(directory: OrgDirectory, member: string, level: number): Promise<string | undefined> {
  let department = (await directory.departmentsOf(member))[0];
  for (let step = 1; step < level && department !== undefined; step++)
    department = await directory.parentOf(department);
  return department === undefined ? undefined : directory.headOf(department);
}

/** Every head from the member's main department up to `level`, nearest first, without repeats. */
async function headsUpTo(directory: OrgDirectory, member: string, level: number): Promise<string[]> {
  const heads: string[] = [];
  let department = (await directory.departmentsOf(member))[0];
  for (let step = 1; step <= level && department !== undefined; step++) {
    const head = await directory.headOf(department);
    if (head !== undefined && head !== member) heads.push(head);
    department = await directory.parentOf(department);
  }
  return unique(heads);
}

/** The first head above the member who is not the member (a head's own approval goes one level up). */
async function headAbove(directory: OrgDirectory, member: string): Promise<string | undefined> {
  let department = (await directory.departmentsOf(member))[0];
  for (let step = 0; step < 15 && department !== undefined; step++) {
    const head = await directory.headOf(department);
    if (head !== undefined && head !== member) return head;
    department = await directory.parentOf(department);
  }
  return undefined;
}

function formMembers(form: ApprovalFormValues, field: string | undefined): string[] {
  const value = field === undefined ? undefined : form[field];
  const values = Array.isArray(value) ? value : [value];
  return values.filter((id): id is string => typeof id === 'string' && id !== '');
}

/** The people a node names, before the empty and self rules. */
async function named(node: FlowNode, input: ResolutionInput): Promise<string[]> {
  const { directory, initiator } = input;
  if (node.setting === ApproverSetting.initiator) return [initiator];
  const users = node.nodeUserList ?? [];
  switch (node.settype) {
    case ApproverSource.members:
      return users.filter((user) => user.kind === 'member').map((user) => user.id);
    case ApproverSource.departmentHead: {
      const head = await headAt(directory, initiator, node.directorLevel ?? 1);
      return head === undefined ? [] : [head];
    }
    case ApproverSource.continuousHeads:
      return headsUpTo(directory, initiator, node.directorLevel ?? 1);
    case ApproverSource.role:
      return directory.membersOfRoles(users.filter((user) => user.kind === 'role').map((user) => user.id));
    case ApproverSource.initiator:
      return [initiator];
    case ApproverSource.initiatorChooses: {
      const chosen = [...(input.chosenApprovers[node.nodeId] ?? [])];
      const allowed = users.filter((user) => user.kind === 'member').map((user) => user.id);
      const within = allowed.length === 0 ? chosen : chosen.filter((id) => allowed.includes(id));
      return node.selectMode === 'single' ? within.slice(0, 1) : within;
    }
    case ApproverSource.formMember:
      return formMembers(input.form, node.formField);
    default:
      return [];
  }
}

/**
 * Who acts on an approver, handler or cc node as it is reached, and how they decide: the people it
 * names (members who cannot act dropped, repeats dropped, order kept), then for approvers and
 * handlers the self rule (the initiator among them: approve at once, or the head above instead;
 * a node whose source is the initiator keeps them) and the empty rule (nobody: pass at once, the
 * administrators, or the named member — administrators unless the node says otherwise). Continuous
 * heads always decide in order; a single person decides alone.
 */
export async function resolveApprovers(node: FlowNode, input: ResolutionInput): Promise<Resolution> {
  const { directory, initiator } = input;
  const notes: ResolutionNote[] = [];
  const active = async (ids: readonly string[]) => {
    const can = await directory.activeAmong(ids);
    return unique(ids).filter((id) => can.has(id));
  };
  let people = await active(await named(node, input));
  const mode: ExamineMode =
    node.settype === ApproverSource.continuousHeads ? 'sequential' : (node.examineMode ?? 'all');
  if (node.type === 'cc') return { people, mode, notes };

  const initiatorIsSource =
    node.setting === ApproverSetting.initiator || node.settype === ApproverSource.initiator;
  const hadPeople = people.length > 0;
  if (!initiatorIsSource && people.includes(initiator)) {
    if (node.selfApprove === 'head') {
      const head = await headAbove(directory, initiator);
      people = await active(
        people.flatMap((id) => (id === initiator ? (head === undefined ? [] : [head]) : [id])),
      );
      notes.push('self-head');
    } else if (node.selfApprove === 'pass') {
      people = people.filter((id) => id !== initiator);
      notes.push('self-pass');
    }
  }
  // Passed by the self rule: nothing left to ask, not an empty node.
  if (people.length === 0 && hadPeople) return { people, mode, notes };
  if (people.length === 0) {
    const action = node.emptyApprover?.action ?? 'admins';
    if (action === 'pass') notes.push('empty-pass');
    if (action === 'admins') {
      people = await active(await directory.admins());
      notes.push(people.length > 0 ? 'empty-admins' : 'empty-pass');
    }
    if (action === 'member') {
      const member = node.emptyApprover?.member?.id;
      people = member === undefined ? [] : await active([member]);
      notes.push(people.length > 0 ? 'empty-member' : 'empty-pass');
    }
  }
  return { people, mode: people.length === 1 ? 'all' : mode, notes };
}
