import { act, fireEvent } from '@testing-library/react';

/** One macrotask: dnd-kit's keyboard sensor starts listening for the arrows in a `setTimeout` after the pick-up. */
const nextTask = (): Promise<void> => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const KEYS = {
  ' ': 'Space',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Escape: 'Escape',
} as const;

type DragKey = keyof typeof KEYS;

/**
 * Drags a sortable item from the keyboard as a user would: Space on the focused handle picks it up,
 * then each key goes to the document (where the sensor listens). Every key waits for the task the
 * sensor schedules, so the test does not race it on a loaded machine.
 */
export async function keyboardDrag(handle: HTMLElement, keys: readonly DragKey[]): Promise<void> {
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  });
  await nextTask();
  for (const key of keys) {
    await act(async () => {
      fireEvent.keyDown(document, { code: KEYS[key], key });
    });
    await nextTask();
  }
}
