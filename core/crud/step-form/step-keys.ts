import type { KeyboardEvent } from 'react';

/** Single-line inputs where Enter means "done with this field" (not a list, a text area, a picker). */
const TEXT_TYPES = new Set(['', 'text', 'search', 'tel', 'url', 'email', 'password', 'number']);

/**
 * Whether an Enter pressed in a step form moves it on (下一步, 提交 on the last step): plain Enter in a
 * single-line text input, not while an input method composes, not in a list's or a picker's input
 * (there Enter chooses), and not when the control already took it.
 */
export function advancesOnEnter(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !TEXT_TYPES.has(target.getAttribute('type') ?? ''))
    return false;
  if (target.getAttribute('role') === 'combobox' || target.hasAttribute('aria-haspopup')) return false;
  // By the end of antd's class name: an embedded console prefixes antd's classes its own way.
  return target.closest('[class*="-picker"], [class*="-select"], [class*="-cascader"]') === null;
}
