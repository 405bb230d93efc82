import type { Announcements, Modifier, ScreenReaderInstructions } from '@dnd-kit/core';
import type { FlowBranch } from '@manifests/contracts/approval-flow';

/**
 * Dragging a router's branches to change their priority: what a drop means and what a screen reader
 * hears. The sortable ids are the branches' node ids; the default branch (其他情况) is none of them,
 * so it is neither dragged nor a place to drop, and stays last.
 */

/** The ids that may be dragged, in order: every branch but the default. */
export const sortableBranchIds = (branches: readonly FlowBranch[]) =>
  branches.filter((branch) => !branch.isDefault).map((branch) => branch.nodeId);

/** Where a branch dropped on `over` goes (its index among the branches), or undefined for no move. */
export function dropIndex(
  branches: readonly FlowBranch[],
  active: string | number,
  over: string | number | undefined,
): number | undefined {
  if (over === undefined || String(active) === String(over)) return undefined;
  const ids = sortableBranchIds(branches);
  const to = ids.indexOf(String(over));
  return to === -1 || !ids.includes(String(active)) ? undefined : to;
}

/**
 * Branches move sideways only (up or down would mean nothing) and within their router's row: a column
 * dragged past it would widen the canvas under the pointer, which the drag's scrolling would follow
 * for ever. Screen pixels, as dnd-kit measures them.
 */
export const withinRouter: Modifier = ({ transform, draggingNodeRect, containerNodeRect }) => {
  if (!draggingNodeRect || !containerNodeRect) return { ...transform, y: 0 };
  const least = containerNodeRect.left - draggingNodeRect.left;
  const most = containerNodeRect.right - draggingNodeRect.right;
  return { ...transform, x: Math.min(Math.max(transform.x, least), most), y: 0 };
};

export const branchDragInstructions: ScreenReaderInstructions = {
  draggable:
    '按空格键拿起分支，用左右方向键移动，再按空格键放下；按 Esc 键取消。也可以在分支卡片上按 Alt 加左右方向键直接调整一位。',
};

/** What a screen reader hears while a branch is dragged: the branches by name, the place as a priority. */
export function branchDragAnnouncements(
  branches: readonly FlowBranch[],
  prioritised: boolean,
): Announcements {
  const nameOf = (id: string | number) =>
    branches.find((branch) => branch.nodeId === String(id))?.nodeName ?? String(id);
  const place = (id: string | number) => {
    const at = sortableBranchIds(branches).indexOf(String(id));
    return prioritised && at !== -1
      ? `「${nameOf(id)}」的位置（优先级${at + 1}）`
      : `「${nameOf(id)}」的位置`;
  };
  return {
    onDragStart: ({ active }) => `已拿起分支「${nameOf(active.id)}」。`,
    onDragOver: ({ active, over }) =>
      over
        ? `分支「${nameOf(active.id)}」移到了${place(over.id)}。`
        : `分支「${nameOf(active.id)}」不在可放下的位置。`,
    onDragEnd: ({ active, over }) =>
      over ? `分支「${nameOf(active.id)}」已放在${place(over.id)}。` : `分支「${nameOf(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动分支「${nameOf(active.id)}」。`,
  };
}
