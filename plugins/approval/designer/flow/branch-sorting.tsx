import { useSortableSensors } from '@core/drag';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { FlowNode } from '@manifests/contracts/approval-flow';
import { type ReactNode, useMemo } from 'react';
import {
  branchDragAnnouncements,
  branchDragInstructions,
  dropIndex,
  sortableBranchIds,
  withinRouter,
} from './branch-drag';
import { useFlowActions } from './designer-context';

const MODIFIERS = [withinRouter];

/**
 * One router's branches as a horizontal sortable (pointer, or the keyboard: Space, ←/→, Space): a
 * drop moves the branch to that priority. A context per router keeps a drag to its own columns, so a
 * drag redraws them and nothing else of the canvas.
 */
export function BranchSorting({ router, children }: { router: FlowNode; children: ReactNode }) {
  const actions = useFlowActions();
  const branches = router.conditionNodes ?? [];
  const sensors = useSortableSensors();
  const ids = useMemo(() => sortableBranchIds(branches), [branches]);
  const accessibility = useMemo(
    () => ({
      announcements: branchDragAnnouncements(branches, router.type === 'condition'),
      screenReaderInstructions: branchDragInstructions,
    }),
    [branches, router.type],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = dropIndex(branches, active.id, over?.id);
    if (to !== undefined) actions.moveBranch(String(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
