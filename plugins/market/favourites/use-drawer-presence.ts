import { useEffect, useRef, useState } from 'react';

/** Spec §9: the drawer is marked closed this long after closing (its closing animation). */
export const CLOSE_MARK_DELAY_MS = 400;

/**
 * The drawer's life (spec §4 "Favourites drawer"): on opening it shows at once while `prepare` runs
 * (the layout and recent applications are fetched; `preparing` until then, for a skeleton), so the
 * click answers immediately; on closing it hides at once and is marked closed 400 ms later, when its
 * content is dropped (a fresh start on the next opening).
 */
export function useDrawerPresence(open: boolean, prepare: () => Promise<unknown>) {
  const [visible, setVisible] = useState(false);
  const [active, setActive] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;

  useEffect(() => {
    if (open) {
      let cancelled = false;
      setActive(true);
      setVisible(true);
      setPreparing(true);
      // A failed fetch has been shown by the request service; the drawer stays open all the same.
      prepareRef
        .current()
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) setPreparing(false);
        });
      return () => {
        cancelled = true;
      };
    }
    setVisible(false);
    const timer = setTimeout(() => setActive(false), CLOSE_MARK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return { visible, active, preparing };
}
