/**
 * The designer's undo/redo history of one value (the template's {form, flow}): pure, so each step
 * is tested alone. Changes within `COALESCE_MS` of the previous one (typing a title, dragging a
 * slider) make one step; undoing then editing drops what was undone.
 */

export const HISTORY_LIMIT = 100;
export const COALESCE_MS = 600;

export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** When the present was last changed by an edit (for coalescing), or undefined after undo/redo/reset. */
  editedAt: number | undefined;
}

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], editedAt: undefined };
}

/** An edit: the new present; a quick follow-up of the last edit replaces it instead of adding a step. */
export function edit<T>(history: EditHistory<T>, next: T, at: number): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const coalesce =
    history.editedAt !== undefined && at - history.editedAt < COALESCE_MS && history.past.length > 0;
  const past = coalesce ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], editedAt: at };
}

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    editedAt: undefined,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, editedAt: undefined };
}
