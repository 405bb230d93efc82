import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useSortableSensors } from '../../drag/sortable-sensors';
import { TabBody, type TagItemProps } from './tag-item';

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

const screenReaderInstructions = {
  draggable: '按空格键拿起标签页，用左右方向键移动，再按空格键放下；按 Esc 键取消。',
};

/** What a screen reader hears while a tab is dragged, in Chinese, naming the tabs by title. */
function dragAnnouncements(titleOf: (key: string) => string): Announcements {
  const title = (id: string | number) => titleOf(String(id));
  return {
    onDragStart: ({ active }) => `已拿起标签页「${title(active.id)}」。`,
    onDragOver: ({ active, over }) =>
      over
        ? `标签页「${title(active.id)}」移到了「${title(over.id)}」的位置。`
        : `标签页「${title(active.id)}」不在可放下的位置。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `标签页「${title(active.id)}」已放在「${title(over.id)}」的位置。`
        : `标签页「${title(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动标签页「${title(active.id)}」。`,
  };
}

/**
 * The tab bar's drag-and-drop (pointer and keyboard), around its tabs: a chunk of its own, loaded when
 * the member points at or focuses the tab bar (TagsView), so that no page's first screen carries it.
 */
export function SortableTabs(props: {
  /** The draggable tabs' keys, in their order. */
  items: readonly string[];
  titleOf(key: string): string;
  /** A tab dropped on another's place. */
  onMove(key: string, overKey: string): void;
  children: ReactNode;
}) {
  const sensors = useSortableSensors(keyboardCodes);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) props.onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: dragAnnouncements(props.titleOf), screenReaderInstructions }}
    >
      <SortableContext items={[...props.items]} strategy={horizontalListSortingStrategy}>
        {props.children}
      </SortableContext>
    </DndContext>
  );
}

/** A tab that is not pinned: draggable (pointer and keyboard) to reorder. */
export function SortableTagItem(props: TagItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.view.key,
  });
  const { role: _role, tabIndex: _tabIndex, ...dragAttributes } = attributes;
  return (
    <TabBody
      {...props}
      nodeRef={setNodeRef}
      dragProps={{ ...dragAttributes, ...listeners }}
      extraStyle={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    />
  );
}
