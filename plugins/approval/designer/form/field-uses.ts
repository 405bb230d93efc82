import type { FieldRule, FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm } from '@manifests/contracts/approval-form';

/**
 * What the flow says about the form's fields: where conditions and approvers use a field (which keeps
 * it from being removed), and the flow with a field's name changed everywhere it is mentioned.
 */

/** Where the flow uses a field: a branch's condition, or a node whose approvers are in it. */
export interface FieldUse {
  nodeId: string;
  nodeName: string;
  kind: 'condition' | 'approver';
  rules: FieldRule[];
}

/** Every node and branch of the flow, depth first. */
function* walk(node: FlowNode | undefined): Generator<FlowNode | FlowBranch> {
  if (!node) return;
  yield node;
  for (const branch of node.conditionNodes ?? []) {
    yield branch;
    yield* walk(branch.childNode);
  }
  yield* walk(node.childNode);
}

/** Where `flow` uses the field `name` (conditions on it, approvers taken from it). */
export function fieldUses(flow: FlowNode | undefined, name: string): FieldUse[] {
  const uses: FieldUse[] = [];
  for (const node of walk(flow)) {
    const rules = ('conditionGroups' in node ? (node.conditionGroups ?? []) : []).flatMap((group) =>
      group.rules.filter((rule) => rule.field === name),
    );
    if (rules.length > 0)
      uses.push({ nodeId: node.nodeId, nodeName: node.nodeName, kind: 'condition', rules });
    if ('formField' in node && node.formField === name)
      uses.push({ nodeId: node.nodeId, nodeName: node.nodeName, kind: 'approver', rules: [] });
  }
  return uses;
}

/** The names of the uses, as 「分支一」、「审批人」. */
function namesOf(uses: readonly FieldUse[]): string {
  return [...new Set(uses.map((use) => `「${use.nodeName}」`))].join('、');
}

/** Why the flow keeps the field `name` from being removed, or undefined when nothing there uses it. */
export function removalRefusal(
  form: ApprovalForm,
  flow: FlowNode | undefined,
  name: string,
): string | undefined {
  const field = form.find((candidate) => candidate.name === name);
  const uses = fieldUses(flow, name);
  if (!field || uses.length === 0) return undefined;
  const conditions = uses.filter((use) => use.kind === 'condition');
  const approvers = uses.filter((use) => use.kind === 'approver');
  const where = [
    conditions.length > 0 ? `条件${namesOf(conditions)}` : '',
    approvers.length > 0 ? `节点${namesOf(approvers)}的审批人` : '',
  ]
    .filter(Boolean)
    .join('和');
  return `流程中${where}使用了字段「${field.label}」，请先在流程配置中修改后再删除。`;
}

/** The option values the flow's conditions on `name` compare with. */
export function conditionValues(flow: FlowNode | undefined, name: string): Set<string> {
  const values = fieldUses(flow, name)
    .flatMap((use) => use.rules)
    .flatMap((rule) => (Array.isArray(rule.value) ? rule.value : [rule.value]))
    .filter((value): value is string => typeof value === 'string');
  return new Set(values);
}

function renamedRules(rules: FieldRule[], from: string, to: string): FieldRule[] {
  return rules.map((rule) => (rule.field === from ? { ...rule, field: to } : rule));
}

/** The flow with every mention of the field `from` (conditions, approvers, permissions) naming `to`. */
export function renameInFlow(node: FlowNode, from: string, to: string): FlowNode {
  const next: FlowNode = { ...node };
  if (node.formField === from) next.formField = to;
  if (node.fieldPermissions && from in node.fieldPermissions)
    next.fieldPermissions = Object.fromEntries(
      Object.entries(node.fieldPermissions).map(([key, access]) => [key === from ? to : key, access]),
    );
  if (node.conditionNodes)
    next.conditionNodes = node.conditionNodes.map((branch) => ({
      ...branch,
      ...(branch.conditionGroups
        ? {
            conditionGroups: branch.conditionGroups.map((group) => ({
              ...group,
              rules: renamedRules(group.rules, from, to),
            })),
          }
        : {}),
      ...(branch.childNode ? { childNode: renameInFlow(branch.childNode, from, to) } : {}),
    }));
  if (node.childNode) next.childNode = renameInFlow(node.childNode, from, to);
  return next;
}

/** Whether the flow mentions the field `name` anywhere (conditions, approvers, permissions). */
export function flowMentions(flow: FlowNode | undefined, name: string): boolean {
  if (!flow) return false;
  const probe = '\u0000';
  return JSON.stringify(renameInFlow(flow, name, probe)) !== JSON.stringify(flow);
}
