import type { FlowProblem } from '@manifests/contracts/approval-flow-problems';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { createContext, useContext } from 'react';
import type { AddableKind, FlowSources, Place } from './flow-model';

/**
 * What every card of the canvas dispatches. Stable for the designer's life (it reads the latest flow
 * through a ref), so memoised cards are not drawn again when the flow changes elsewhere.
 */
export interface FlowActions {
  select(id: string): void;
  add(place: Place, kind: AddableKind): void;
  remove(id: string): void;
  rename(id: string, name: string): void;
  addBranch(routerId: string): void;
  removeBranch(branchId: string): void;
  moveBranch(branchId: string, to: number): void;
  /** Whether a node of this kind still fits in the flow (read when the + menu opens). */
  fits(kind: AddableKind): boolean;
}

/** What the cards read besides their own node: changes rarely (the form, the sources, a check). */
export interface FlowView {
  form: ApprovalForm;
  sources: FlowSources;
  readOnly: boolean;
  /** Problem messages by node id. */
  problems: ReadonlyMap<string, string[]>;
  selected: string | undefined;
}

export const FlowActionsContext = createContext<FlowActions | null>(null);
export const FlowViewContext = createContext<FlowView | null>(null);

export function useFlowActions(): FlowActions {
  const actions = useContext(FlowActionsContext);
  if (!actions) throw new Error('useFlowActions outside FlowDesigner');
  return actions;
}

export function useFlowView(): FlowView {
  const view = useContext(FlowViewContext);
  if (!view) throw new Error('useFlowView outside FlowDesigner');
  return view;
}

/** Problems grouped by the node they name. */
export function problemsByNode(problems: readonly FlowProblem[]): Map<string, string[]> {
  const byNode = new Map<string, string[]>();
  for (const problem of problems)
    byNode.set(problem.nodeId, [...(byNode.get(problem.nodeId) ?? []), problem.message]);
  return byNode;
}

/**
 * The canvas's zoom, read when drawing a drag: dnd-kit measures and moves in screen pixels, which the
 * zoomed canvas would scale again. A ref that never changes, so zooming redraws no card.
 */
export const CanvasZoomContext = createContext<{ readonly current: number }>({ current: 1 });

export const useCanvasZoom = () => useContext(CanvasZoomContext);
