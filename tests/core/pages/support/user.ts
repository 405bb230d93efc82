import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event without delays and without its pointer-events check: that check calls getComputedStyle,
 * and jsdom re-parses every antd stylesheet whenever a new component has injected one (a second or
 * more per click on a small machine).
 */
export function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
