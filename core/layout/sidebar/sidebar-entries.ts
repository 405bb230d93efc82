import type { RouteRecord } from '../../routing/route-record';

/** One sidebar row: a page or link, or a submenu holding more rows. */
export type SidebarEntry =
  | { kind: 'item'; key: string; title: string; icon?: string | undefined; record: RouteRecord }
  | { kind: 'submenu'; key: string; title: string; icon?: string | undefined; children: SidebarEntry[] };

export const SUBMENU_PREFIX = 'submenu:';

const visible = (records: readonly RouteRecord[]) => records.filter((record) => !record.meta.hidden);

/**
 * The sidebar's rows for a list of routes (spec §2 "Sidebar"): hidden routes are skipped; a route with
 * exactly one visible child shows as that child; a page whose children are all hidden (details,
 * forms) is one item; a route with several visible children is a submenu.
 */
export function sidebarEntries(records: readonly RouteRecord[], inheritedIcon?: string): SidebarEntry[] {
  return visible(records).flatMap((record): SidebarEntry[] => entryOf(record, inheritedIcon));
}

function entryOf(record: RouteRecord, inheritedIcon?: string): SidebarEntry[] {
  const icon = record.meta.icon ?? inheritedIcon;
  const children = visible(record.children);
  if (children.length === 1) return entryOf(children[0]!, icon);
  if (children.length === 0) {
    // A directory without a visible page has nothing to open.
    if (record.kind !== 'menu') return [];
    return [{ kind: 'item', key: record.fullPath, title: record.meta.title, icon, record }];
  }
  return [
    {
      kind: 'submenu',
      key: `${SUBMENU_PREFIX}${record.fullPath}`,
      title: record.meta.title,
      icon: record.meta.icon,
      children: sidebarEntries(children),
    },
  ];
}

/** The submenu keys leading to `selectedKey`, outermost first ([] when it is a top-level item). */
export function openKeysFor(entries: readonly SidebarEntry[], selectedKey: string): string[] {
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (entry.key === selectedKey) return [];
      continue;
    }
    if (containsKey(entry.children, selectedKey))
      return [entry.key, ...openKeysFor(entry.children, selectedKey)];
  }
  return [];
}

function containsKey(entries: readonly SidebarEntry[], key: string): boolean {
  return entries.some((entry) =>
    entry.kind === 'item' ? entry.key === key : containsKey(entry.children, key),
  );
}

/** One open submenu at a time: the newly opened one with its ancestors, the others closed. */
export function nextOpenKeys(entries: readonly SidebarEntry[], previous: readonly string[], next: string[]) {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return next;
  return [...openKeysFor(entries, opened), opened];
}
