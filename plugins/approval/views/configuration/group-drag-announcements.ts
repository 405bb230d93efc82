import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const groupDragInstructions: ScreenReaderInstructions = {
  draggable: '按空格键拿起分组，用上下方向键移动，再按空格键放下；按 Esc 键取消。',
};

/** What a screen reader hears while a group is dragged, naming the groups. */
export function groupDragAnnouncements(nameOf: (id: string | number) => string): Announcements {
  return {
    onDragStart: ({ active }) => `已拿起分组「${nameOf(active.id)}」。`,
    onDragOver: ({ active, over }) =>
      over
        ? `分组「${nameOf(active.id)}」移到了「${nameOf(over.id)}」的位置。`
        : `分组「${nameOf(active.id)}」不在可放下的位置。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `分组「${nameOf(active.id)}」已放在「${nameOf(over.id)}」的位置。`
        : `分组「${nameOf(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动分组「${nameOf(active.id)}」。`,
  };
}
