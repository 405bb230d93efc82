import { type FocusEvent, type PointerEvent, useMemo } from 'react';
import { useHref } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { prefetchView } from '../../routing/view-loading';
import { redirectRoutesOf, viewRouteOfPath } from '../../routing/view-routes';
import { PermissionStore } from '../../stores/permission-store';
import { viewLoaderOf } from '../app-main/view-component';

/** The link an event happened in, if any: a menu row (its icon, its padding) stands for its link. */
function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  return (
    target.closest<HTMLAnchorElement>('a[href]') ??
    target.closest('[role="menuitem"]')?.querySelector<HTMLAnchorElement>('a[href]') ??
    null
  );
}

/**
 * The console path a link leads to, without the router's basename (`useHref('/')`): undefined for
 * another site, a new window, a download or an anchor inside the page.
 */
export function consolePathOf(link: HTMLAnchorElement, basename: string): string | undefined {
  if (link.getAttribute('href')?.startsWith('#')) return undefined;
  if (link.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) {
    return undefined;
  }
  const base = basename.replace(/\/+$/, '');
  if (base && link.pathname !== base && !link.pathname.startsWith(`${base}/`)) return undefined;
  return link.pathname.slice(base.length) || '/';
}

export interface ViewPrefetchHandlers {
  onPointerOver(event: PointerEvent): void;
  onFocus(event: FocusEvent): void;
}

/**
 * Handlers for a part of the shell (the whole layout): when the member points at a link to a view or
 * focuses it — a menu item, an area of the fixed bar, a navbar link, a link on the workbench — the
 * view's code starts loading, once, so the click finds it here and only the page's own data is left to
 * wait for. Nothing loads on mere render; a failed prefetch is silent and forgotten (see `loadView`).
 * React's events pass through portals, so the menus that pop out (a collapsed sidebar's submenus,
 * 更多) are covered by the handlers on the layout.
 */
export function useViewPrefetch(): ViewPrefetchHandlers {
  const permissions = useService(PermissionStore);
  const basename = useHref('/');
  return useMemo(() => {
    const prefetch = (link: HTMLAnchorElement | null) => {
      const path = link ? consolePathOf(link, basename) : undefined;
      if (path === undefined) return;
      const view = viewRouteOfPath(permissions.viewRoutes, redirectRoutesOf(permissions.routes), path);
      if (view) prefetchView(viewLoaderOf(view.record));
    };
    return {
      // Entering a link, not moving between its icon and its text: what pointing at it means.
      onPointerOver: (event) => {
        const link = linkOf(event.target);
        if (link !== linkOf(event.relatedTarget)) prefetch(link);
      },
      onFocus: (event) => prefetch(linkOf(event.target)),
    };
  }, [permissions, basename]);
}
