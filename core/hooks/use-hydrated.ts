import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page the server drew (core/prerender/render-signed-in.tsx), true in
 * every other render: what only the browser knows (session storage) is shown from the render after, so
 * the hydrating render is the server's page and React keeps the drawn elements. A console that renders
 * itself (no drawn page) sees true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
