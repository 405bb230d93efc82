import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { FlowProblem } from '@manifests/contracts/approval-flow-problems';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import {
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type FlowActions,
  FlowActionsContext,
  type FlowView,
  FlowViewContext,
  problemsByNode,
} from './designer-context';
import { FlowCanvas } from './flow-canvas';
import * as model from './flow-model';
import { indexFlow } from './flow-tree';
import { NodeDrawer, type NodePatch } from './node-drawer';
import './flow-designer.css';

export interface FlowDesignerProps {
  value: FlowNode;
  onChange(next: FlowNode): void;
  form: ApprovalForm;
  sources: model.FlowSources;
  /** Shown on their nodes: a red outline, the reasons on hover and in the node's drawer. */
  problems?: FlowProblem[];
  /** Called when a node is selected (the page may show its problems alongside). */
  onFocusNode?(nodeId: string | undefined): void;
  readOnly?: boolean;
  /** For the page's problem list: `focusNode` selects a node and scrolls it into view. */
  ref?: Ref<FlowDesignerHandle>;
}

/** The designer's handle for the page: focus a node (its problems list is clicked). */
export interface FlowDesignerHandle {
  focusNode(nodeId: string): void;
}

const NO_PROBLEMS: FlowProblem[] = [];

/**
 * The DingTalk-style flow designer, controlled: it shows `value` and sends every change through
 * `onChange` as the next flow (the page keeps drafts and history). A vertical chain from 发起人 to
 * 流程结束, + between every two nodes, routers drawn as columns; a click opens the node's drawer.
 */
export function FlowDesigner({
  value,
  onChange,
  form,
  sources,
  problems = NO_PROBLEMS,
  onFocusNode,
  readOnly = false,
  ref,
}: FlowDesignerProps) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const latest = useRef({ value, onChange, onFocusNode, readOnly });
  useLayoutEffect(() => {
    latest.current = { value, onChange, onFocusNode, readOnly };
  });

  const select = useCallback((id: string | undefined) => {
    setSelected(id);
    latest.current.onFocusNode?.(id);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      focusNode(nodeId: string) {
        select(nodeId);
        const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(nodeId) : nodeId;
        document
          .querySelector(`[data-node-id="${escaped}"]`)
          ?.scrollIntoView?.({ block: 'center', inline: 'center' });
      },
    }),
    [select],
  );

  const actions = useMemo<FlowActions>(() => {
    const change = (next: FlowNode) => {
      const { value: current, onChange: send, readOnly: locked } = latest.current;
      if (!locked && next !== current) send(next);
    };
    const flow = () => latest.current.value;
    return {
      select,
      add: (place, kind) => change(model.addNode(flow(), place, kind)),
      remove: (id) => {
        change(model.removeNode(flow(), id));
        setSelected((current) => (current === id ? undefined : current));
      },
      rename: (id, name) => change(model.renameNode(flow(), id, name)),
      addBranch: (routerId) => change(model.addBranch(flow(), routerId)),
      removeBranch: (branchId) => {
        change(model.removeBranch(flow(), branchId));
        setSelected((current) => (current === branchId ? undefined : current));
      },
      moveBranch: (branchId, to) => change(model.moveBranch(flow(), branchId, to)),
      fits: (kind) => model.canAdd(flow(), kind),
    };
  }, [select]);

  const problemMap = useMemo(() => problemsByNode(problems), [problems]);
  const view = useMemo<FlowView>(
    () => ({ form, sources, readOnly, problems: problemMap, selected }),
    [form, sources, readOnly, problemMap, selected],
  );

  const found = selected === undefined ? undefined : indexFlow(value).get(selected);
  const patch = (nodePatch: NodePatch) => {
    if (selected && !readOnly)
      onChange(model.updateNode(value, selected, nodePatch as Parameters<typeof model.updateNode>[2]));
  };

  return (
    <FlowActionsContext.Provider value={actions}>
      <FlowViewContext.Provider value={view}>
        <FlowCanvas flow={value} />
        <NodeDrawer
          item={found?.item}
          router={found?.router}
          form={form}
          sources={sources}
          problems={selected ? (problemMap.get(selected) ?? []) : []}
          readOnly={readOnly}
          onPatch={patch}
          onRename={(name) => selected && actions.rename(selected, name)}
          onClose={() => select(undefined)}
        />
      </FlowViewContext.Provider>
    </FlowActionsContext.Provider>
  );
}
