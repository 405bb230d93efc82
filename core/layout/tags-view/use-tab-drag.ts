import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadedView, loadView } from '../../routing/view-loading';

type TabDrag = typeof import('./tab-drag');

const loadTabDrag = (): Promise<TabDrag> => import(/* webpackChunkName: "tab-drag" */ './tab-drag');

/**
 * The drag code asked for ahead: the tabs are then drawn draggable from the start (a test that
 * clicks a tab it found before pointing at the bar, as a member's click never does).
 */
export function preloadTabDrag(): Promise<void> {
  return loadView(loadTabDrag).then(() => undefined);
}

/** Which tab, and which of its two controls, had the focus inside the list. */
interface FocusedTab {
  key: string;
  close: boolean;
}

function focusedTabOf(list: HTMLElement | null): FocusedTab | undefined {
  const focused = list?.ownerDocument.activeElement;
  if (!list || !(focused instanceof HTMLElement) || !list.contains(focused)) return undefined;
  const key = focused.closest<HTMLElement>('[data-key]')?.dataset.key;
  return key === undefined ? undefined : { key, close: focused.matches('.atrium-tags-view__close') };
}

/**
 * The tab bar's drag-and-drop code (tab-drag.tsx, with dnd-kit: about 16 KiB gzip), loaded once the
 * member shows they may drag: `prepare` on pointing at or focusing the list. Until it is here the tabs
 * are plain; when it comes they are drawn again inside it, and the tab that had the focus keeps it.
 * Never while a button is pressed on the list (`press`): a click whose press and release fell on two
 * different drawings of the tab would be lost, so the new drawing waits for the release. A failed
 * load is forgotten: the next pointing tries again.
 */
export function useTabDrag(listRef: RefObject<HTMLElement | null>): {
  drag: TabDrag | undefined;
  prepare(): void;
  press(): void;
} {
  const [drag, setDrag] = useState(() => loadedView(loadTabDrag));
  const refocus = useRef<FocusedTab | undefined>(undefined);
  const pressed = useRef(false);
  const waiting = useRef<TabDrag | undefined>(undefined);
  const apply = useCallback(
    (module: TabDrag) => {
      refocus.current = focusedTabOf(listRef.current);
      // Drawn at once, so no press can begin between now and the new drawing.
      flushSync(() => setDrag(module));
    },
    [listRef],
  );
  const prepare = useCallback(() => {
    if (drag) return;
    loadView(loadTabDrag).then(
      (module) => {
        if (pressed.current) waiting.current = module;
        else apply(module);
      },
      () => undefined,
    );
  }, [drag, apply]);
  const press = useCallback(() => {
    if (drag) return;
    pressed.current = true;
    const doc = listRef.current?.ownerDocument ?? document;
    const release = () => {
      doc.removeEventListener('pointerup', release, true);
      doc.removeEventListener('pointercancel', release, true);
      // After the click that follows the release.
      setTimeout(() => {
        pressed.current = false;
        const module = waiting.current;
        waiting.current = undefined;
        if (module) apply(module);
      }, 0);
    };
    doc.addEventListener('pointerup', release, true);
    doc.addEventListener('pointercancel', release, true);
  }, [drag, apply, listRef]);
  useLayoutEffect(() => {
    const focused = refocus.current;
    refocus.current = undefined;
    if (!drag || !focused) return;
    const tab = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-key]') ?? [])].find(
      (node) => node.dataset.key === focused.key,
    );
    tab
      ?.querySelector<HTMLElement>(focused.close ? '.atrium-tags-view__close' : '.atrium-tags-view__title')
      ?.focus();
  }, [drag, listRef]);
  return { drag, prepare, press };
}
