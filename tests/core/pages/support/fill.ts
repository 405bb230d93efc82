import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a field's value with one paste: typing key by key (or clicking first) re-renders an antd
 * form per event, which costs seconds per test on a small machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  if ((field as HTMLInputElement).value) await user.clear(field);
  else act(() => field.focus());
  await user.paste(value);
}
