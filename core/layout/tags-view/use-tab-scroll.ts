import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { NO_ROOM, type ScrollRoom, sameRoom, scrollRoomOf, scrollTargetOf, wheelShiftOf } from './tab-scroll';

export interface TabScroll {
  /** The scrolling list of tabs. */
  listRef: RefObject<HTMLElement | null>;
  /** Which ways it can scroll (the arrows show while it overflows). */
  room: ScrollRoom;
  scroll(side: 'left' | 'right'): void;
}

/**
 * The tab list's scrolling: the active tab (`activeKey`, a tab's `data-key`) is brought into view
 * whenever it or the tabs change; the room to scroll is measured on scrolling, resizing and every
 * change of the tabs; a mouse wheel over the list scrolls it sideways. `shown` is false while the
 * list is hidden.
 */
export function useTabScroll(
  activeKey: string | undefined,
  tabsSignature: string,
  shown: boolean,
): TabScroll {
  const listRef = useRef<HTMLElement | null>(null);
  const [room, setRoom] = useState<ScrollRoom>(NO_ROOM);

  const measure = useCallback(() => {
    const list = listRef.current;
    const next = list ? scrollRoomOf(list) : NO_ROOM;
    setRoom((previous) => (sameRoom(previous, next) ? previous : next));
  }, []);

  const active = useRef(activeKey);
  active.current = activeKey;
  /** The active tab into view, nearest edge first, then the room measured again. */
  const showActive = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const key = active.current;
    if (key !== undefined) {
      const tab = [...list.querySelectorAll<HTMLElement>('[data-key]')].find(
        (node) => node.dataset.key === key,
      );
      tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
    measure();
  }, [measure]);

  // Whether the list has been laid out since it was shown: until then the resize observer's first
  // notice (it comes after the browser's own layout) shows the active tab. Done here, reading sizes
  // while the first screen is still being built forced a layout of the whole page in the middle of it
  // (~25 ms of a cold start's workbench, measured), which the next commits then undid.
  const laidOut = useRef(false);

  // The active tab into view whenever it or the tabs change; once more when the arrows come or go,
  // since they narrow or widen the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tabs added, closed or moved and the arrows change the layout (the DOM), not a value read here
  useEffect(() => {
    if (!listRef.current || !shown || !laidOut.current) return;
    showActive();
  }, [activeKey, tabsSignature, shown, showActive, room.overflowing]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || !shown) return;
    const onWheel = (event: WheelEvent) => {
      if (!scrollRoomOf(list).overflowing) return;
      const shift = wheelShiftOf(event, list.clientWidth);
      if (shift === 0) return;
      // Not the page's own scroll: the bar takes the wheel while the pointer is over it.
      event.preventDefault();
      list.scrollLeft += shift;
    };
    const observer = new ResizeObserver(() => {
      if (laidOut.current) return measure();
      laidOut.current = true;
      showActive();
    });
    observer.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    list.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      laidOut.current = false;
      observer.disconnect();
      list.removeEventListener('scroll', measure);
      list.removeEventListener('wheel', onWheel);
    };
  }, [shown, measure, showActive]);

  const scroll = useCallback(
    (side: 'left' | 'right') => {
      const list = listRef.current;
      if (!list) return;
      list.scrollLeft = scrollTargetOf(list, side);
      measure();
    },
    [measure],
  );

  return { listRef, room: shown ? room : NO_ROOM, scroll };
}
