import type { ReactNode } from 'react';
import type { ApprovalForm, FlowNode, PublishProblem } from '../../api/approval-api';

/** The designer's two editing steps; 基础设置 is the frame's own. */
export type EditorStep = 'form' | 'flow';

/**
 * What the frame gives the editor of a step (表单配置: `FormDesigner`; 流程配置: `FlowDesigner`). Each
 * edit is one `onChange` of the whole {form, flow} (the frame's undo history and autosave take it).
 */
export interface DesignerEditorProps {
  step: EditorStep;
  form: ApprovalForm;
  flow: FlowNode;
  onChange(next: { form: ApprovalForm; flow: FlowNode }): void;
  /** The last refused publication's problems, each on its node. */
  problems: readonly PublishProblem[];
  /** The node to bring into view and select (a problem clicked); `focusRequest` changes with each request. */
  focusedNodeId: string | undefined;
  focusRequest: number;
  /** The editor selected a node (its drawer opened, say). */
  onFocusNode(nodeId: string): void;
  /** A published version's preview: nothing may change. */
  readOnly: boolean;
}

/** How the frame hosts the editors: a render function of the props above. */
export type DesignerEditor = (props: DesignerEditorProps) => ReactNode;
