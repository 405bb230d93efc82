import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const favouriteDragInstructions: ScreenReaderInstructions = {
  draggable: '按空格键拿起收藏的应用，用上下方向键移动，再按空格键放下；按 Esc 键取消。',
};

/** What a screen reader hears while a favourite is dragged, naming the applications. */
export function favouriteDragAnnouncements(titleOf: (id: string | number) => string): Announcements {
  return {
    onDragStart: ({ active }) => `已拿起「${titleOf(active.id)}」。`,
    onDragOver: ({ active, over }) =>
      over
        ? `「${titleOf(active.id)}」移到了「${titleOf(over.id)}」的位置。`
        : `「${titleOf(active.id)}」不在可放下的位置。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `「${titleOf(active.id)}」已放在「${titleOf(over.id)}」的位置。`
        : `「${titleOf(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动「${titleOf(active.id)}」。`,
  };
}
