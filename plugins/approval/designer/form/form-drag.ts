import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import type { ApprovalFieldKind } from '@manifests/contracts/approval-form-constants';
import { addField, FIELD_KIND_NAMES, type FormEdit, moveField } from './form-model';

/**
 * The designer's drag ids and what a drop means: a palette entry (`palette:<kind>`) dropped on a
 * field adds before or after it, on the canvas's end adds last; a field dropped on another takes its
 * place. Field names have no colon, so the ids never meet.
 */
const PALETTE = 'palette:';
export const CANVAS_END = 'canvas:end';

/** Where a palette entry being dragged would land: before or after a field, or last. */
export interface DropHint {
  over: string;
  below: boolean;
}

export const paletteId = (kind: ApprovalFieldKind) => `${PALETTE}${kind}`;

export function paletteKindOf(id: string | number): ApprovalFieldKind | undefined {
  const text = String(id);
  return text.startsWith(PALETTE) ? (text.slice(PALETTE.length) as ApprovalFieldKind) : undefined;
}

/** The edit a drop makes, or undefined when it makes none. `below`: the drop's centre under the target's. */
export function dropEdit(
  form: ApprovalForm,
  active: string | number,
  over: string | number | undefined,
  below = false,
): FormEdit | undefined {
  if (over === undefined) return undefined;
  const kind = paletteKindOf(active);
  const target = form.findIndex((field) => field.name === String(over));
  if (kind) return addField(form, kind, target === -1 ? form.length : target + (below ? 1 : 0));
  if (String(active) === String(over)) return undefined;
  return moveField(form, String(active), target === -1 ? form.length - 1 : target);
}

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    '按空格键拿起，用上下方向键移动，再按空格键放下；按 Esc 键取消。也可以按 Alt 加上下方向键直接上移或下移一位。',
};

/** What a screen reader hears while a field or a palette entry is dragged. */
export function dragAnnouncements(form: ApprovalForm): Announcements {
  const titleOf = (id: string | number) => {
    const kind = paletteKindOf(id);
    if (kind) return `新的${FIELD_KIND_NAMES[kind]}`;
    return form.find((field) => field.name === String(id))?.label ?? '表单末尾';
  };
  const place = (id: string | number) =>
    String(id) === CANVAS_END ? '表单末尾' : `「${titleOf(id)}」的位置`;
  return {
    onDragStart: ({ active }) => `已拿起「${titleOf(active.id)}」。`,
    onDragOver: ({ active, over }) =>
      over
        ? `「${titleOf(active.id)}」移到了${place(over.id)}。`
        : `「${titleOf(active.id)}」不在可放下的位置。`,
    onDragEnd: ({ active, over }) =>
      over ? `「${titleOf(active.id)}」已放在${place(over.id)}。` : `「${titleOf(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动「${titleOf(active.id)}」。`,
  };
}
