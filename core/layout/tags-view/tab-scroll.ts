/** What the tab bar measures of its list: a scrolling element's sizes (a DOM element is one). */
export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Which ways the list can scroll now: an arrow shows for each while the tabs overflow. */
export interface ScrollRoom {
  overflowing: boolean;
  left: boolean;
  right: boolean;
}

export const NO_ROOM: ScrollRoom = { overflowing: false, left: false, right: false };

/** Browsers round sub-pixel sizes: a pixel of difference is not an overflow. */
const SLACK = 1;

export function scrollRoomOf(box: ScrollBox): ScrollRoom {
  const overflowing = box.scrollWidth - box.clientWidth > SLACK;
  if (!overflowing) return NO_ROOM;
  return {
    overflowing,
    left: box.scrollLeft > SLACK,
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK,
  };
}

export function sameRoom(a: ScrollRoom, b: ScrollRoom): boolean {
  return a.overflowing === b.overflowing && a.left === b.left && a.right === b.right;
}

/** Where an arrow takes the list: most of its visible width that way, kept within its range. */
export function scrollTargetOf(box: ScrollBox, side: 'left' | 'right'): number {
  const step = Math.max(box.clientWidth * 0.8, 1);
  const max = Math.max(box.scrollWidth - box.clientWidth, 0);
  const target = box.scrollLeft + (side === 'left' ? -step : step);
  return Math.min(Math.max(target, 0), max);
}

/**
 * How far a wheel turn moves the list sideways: a vertical wheel (the usual mouse) scrolls the bar
 * horizontally, a sideways gesture (a touchpad) keeps its own direction. Lines and pages become pixels.
 */
export function wheelShiftOf(
  event: Pick<WheelEvent, 'deltaX' | 'deltaY' | 'deltaMode'>,
  pageWidth: number,
): number {
  const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  if (event.deltaMode === 1) return delta * 16;
  if (event.deltaMode === 2) return delta * pageWidth;
  return delta;
}
