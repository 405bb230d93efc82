import { MOBILE_BREAKPOINT } from '../../stores/app-store';
import type { NavbarLink } from './navbar-links';

/** Below this width every text link folds into 更多, so the breadcrumb keeps its room. */
export const FOLD_LINKS_BELOW = 1200;
/** Below this width the outward links (文档, 开放平台) fold into 更多. */
export const FOLD_EXTERNAL_LINKS_BELOW = 1440;

/** One row of the 更多 menu: the 收藏 drawer, a link, the 下载App code or the 项目配置 drawer. */
export type MoreEntry =
  | { kind: 'favourites'; key: 'favourites'; label: '收藏' }
  | { kind: 'link'; key: string; label: string; link: NavbarLink }
  | { kind: 'download-app'; key: 'download-app'; label: '下载App' }
  | { kind: 'project-settings'; key: 'project-settings'; label: '项目配置' };

export interface NavbarPlacement {
  /**
   * A phone-sized console (below 992px): the navbar keeps the logo, the hamburger, the page's title and
   * the user menu; everything else is in 更多.
   */
  compact: boolean;
  /** The text links shown in the navbar itself. */
  links: NavbarLink[];
  /** What 更多 holds, in the navbar's order; no 更多 button when empty. */
  more: MoreEntry[];
}

const FAVOURITES: MoreEntry = { kind: 'favourites', key: 'favourites', label: '收藏' };
const DOWNLOAD_APP: MoreEntry = { kind: 'download-app', key: 'download-app', label: '下载App' };
const PROJECT_SETTINGS: MoreEntry = { kind: 'project-settings', key: 'project-settings', label: '项目配置' };

const asEntry = (link: NavbarLink): MoreEntry => ({ kind: 'link', key: link.key, label: link.label, link });

/**
 * Where each of the navbar's items goes at a width (the console's, `undefined` before it is measured:
 * a wide desktop). Below 992px everything but logo, hamburger, title and user menu is in 更多; a
 * narrow desktop folds the text links (the outward ones first) so they never run into the breadcrumb.
 */
export function navbarPlacement(links: readonly NavbarLink[], width: number | undefined): NavbarPlacement {
  const wide = width ?? Number.POSITIVE_INFINITY;
  if (wide < MOBILE_BREAKPOINT)
    return {
      compact: true,
      links: [],
      more: [FAVOURITES, ...links.map(asEntry), DOWNLOAD_APP, PROJECT_SETTINGS],
    };
  const folds = (link: NavbarLink) =>
    wide < FOLD_LINKS_BELOW || (link.external && wide < FOLD_EXTERNAL_LINKS_BELOW);
  return {
    compact: false,
    links: links.filter((link) => !folds(link)),
    more: links.filter(folds).map(asEntry),
  };
}
