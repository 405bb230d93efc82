import type { FieldPath, FieldSchema } from '@core/crud';
import type { ApprovalForm, ChooserNode, StartBody } from '../../api/approval-api';

/**
 * How a start form holds what is typed: each field of the version's form under its own name (field
 * names are letters, digits and `_`), and each 发起人自选 node's choice under `approver:<nodeId>` —
 * the name the server's refusal gives that choice.
 */
export type StartFormValues = Record<string, unknown>;

const APPROVER = 'approver:';

/** The form value holding a chooser node's approvers. */
export function approverFieldOf(nodeId: string): string {
  return `${APPROVER}${nodeId}`;
}

/** The version's fields as the CRUD kit's schema form renders them (the same kinds and meanings). */
export function schemaFieldsOf(form: ApprovalForm): FieldSchema[] {
  return form.map((field) => ({ ...field }));
}

function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !Array.isArray(value) || value.length > 0;
}

/** The body of 提交: the form's filled fields and each chooser node's approvers (as a list). */
export function startBodyOf(
  templateUniqueId: string,
  form: ApprovalForm,
  chooserNodes: readonly ChooserNode[],
  values: StartFormValues,
  requestId: string,
): StartBody {
  const filled: Record<string, unknown> = {};
  for (const field of form) {
    if (field.kind === 'description') continue;
    const value = values[field.name];
    if (present(value)) filled[field.name] = value;
  }
  const chosenApprovers: Record<string, string[]> = {};
  for (const node of chooserNodes) {
    const chosen = values[approverFieldOf(node.nodeId)];
    const list = (Array.isArray(chosen) ? chosen : present(chosen) ? [chosen] : []).map(String);
    if (list.length > 0) chosenApprovers[node.nodeId] = list;
  }
  return { templateUniqueId, form: filled, chosenApprovers, requestId };
}

/**
 * The form value a refusal's field names: a form field (`amount`, or `form.amount` from the body's
 * schema) or a chooser node (`approver:n1`, or `chosenApprovers.n1`); undefined for anything else.
 */
export function startFieldOf(field: FieldPath | undefined): string | undefined {
  if (field === undefined) return undefined;
  const path = (Array.isArray(field) ? field : [field]).map(String);
  if (path.length === 1) return path[0];
  if (path[0] === 'form') return path[1];
  if (path[0] === 'chosenApprovers' && path[1]) return approverFieldOf(path[1]);
  return undefined;
}
