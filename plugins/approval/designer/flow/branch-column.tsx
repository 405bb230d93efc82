import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';
import type { ReactNode } from 'react';
import { AddNodeButton } from './add-node-button';
import { BranchCard } from './branch-card';
import { useCanvasZoom } from './designer-context';

/**
 * A router's branch as a column: its card, its + and its chain (`children`), dragged as one by the
 * handle on the card to change the branch's priority. The handle sits over the card rather than in
 * it, so the card stays memoised while a drag redraws the column.
 */
export function BranchColumn({
  branch,
  router,
  index,
  count,
  movable,
  draggable,
  children,
}: {
  branch: FlowBranch;
  router: FlowNode;
  index: number;
  /** How many branches the router has. */
  count: number;
  /** How many may be reordered (all but the default). */
  movable: number;
  draggable: boolean;
  children: ReactNode;
}) {
  const zoom = useCanvasZoom();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: branch.nodeId,
      // The default branch is no place to drop either (a plain `true` would leave it one).
      disabled: { draggable: !draggable, droppable: branch.isDefault === true },
      attributes: { roleDescription: '可拖动的分支' },
    });
  // Screen pixels to the canvas's own: the zoom scales the move again.
  const moved = transform && { ...transform, x: transform.x / zoom.current, y: transform.y / zoom.current };
  return (
    <div
      ref={setNodeRef}
      className={[
        'atrium-flow-router__column',
        index === 0 ? 'atrium-flow-router__column--first' : '',
        index === count - 1 ? 'atrium-flow-router__column--last' : '',
        isDragging ? 'atrium-flow-router__column--dragging' : '',
      ].join(' ')}
      style={moved || transition ? { transform: CSS.Translate.toString(moved), transition } : undefined}
    >
      <div className="atrium-flow-router__lines atrium-flow-router__lines--top" />
      <div className="atrium-flow-router__head">
        <BranchCard branch={branch} routerType={router.type} index={index} movable={movable} />
        {draggable && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="atrium-flow-router__handle"
            {...attributes}
            {...listeners}
            aria-label={`拖动「${branch.nodeName}」调整优先级`}
          >
            <HolderOutlined />
          </button>
        )}
      </div>
      <AddNodeButton inBranch={branch.nodeId} />
      {children}
      <div className="atrium-flow-router__lines atrium-flow-router__lines--bottom" />
    </div>
  );
}
