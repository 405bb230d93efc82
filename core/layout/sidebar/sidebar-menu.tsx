import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { hasRouteIcon, RouteIcon } from './route-icon';
import type { SidebarEntry } from './sidebar-entries';

type MenuItems = NonNullable<MenuProps['items']>;

/** Spec §9: menu background #fff, text #666. */
const menuTheme = {
  components: {
    Menu: {
      itemBg: '#fff',
      subMenuItemBg: '#fff',
      itemColor: '#666',
      itemHoverColor: '#333',
      itemMarginInline: 8,
      itemBorderRadius: 6,
      activeBarBorderWidth: 0,
    },
  },
};

/** How many leading characters all the titles share (审批中心, 审批配置 → 2), never a whole title. */
export function sharedPrefixLength(titles: readonly string[]): number {
  if (titles.length < 2) return 0;
  const shortest = Math.min(...titles.map((title) => title.length));
  let length = 0;
  while (length < shortest - 1 && titles.every((title) => title[length] === titles[0]![length])) length += 1;
  return length;
}

/**
 * A top-level row needs an icon when the menu is collapsed: the mapped one, else the first character
 * that tells it from its siblings (园, 组, 员… or 中, 数, 配 under 审批).
 */
function iconOf(entry: SidebarEntry, depth: number, collapsed: boolean, prefix: number) {
  if (hasRouteIcon(entry.icon) || (entry.icon && depth === 0)) return <RouteIcon name={entry.icon} />;
  if (depth === 0 && collapsed) {
    return (
      <span className="atrium-sidebar__glyph" aria-hidden="true">
        {entry.title.charAt(prefix) || entry.title.charAt(0)}
      </span>
    );
  }
  return undefined;
}

function labelOf(entry: Extract<SidebarEntry, { kind: 'item' }>) {
  const { record } = entry;
  if (record.external) {
    return (
      <a href={record.fullPath} target="_blank" rel="noopener noreferrer">
        {entry.title}
      </a>
    );
  }
  return <Link to={record.fullPath}>{entry.title}</Link>;
}

function toItems(entries: readonly SidebarEntry[], depth: number, collapsed: boolean): MenuItems {
  const prefix = sharedPrefixLength(entries.map((entry) => entry.title));
  return entries.map((entry) =>
    entry.kind === 'item'
      ? {
          key: entry.key,
          icon: iconOf(entry, depth, collapsed, prefix),
          label: labelOf(entry),
          title: entry.title,
        }
      : {
          key: entry.key,
          icon: iconOf(entry, depth, collapsed, prefix),
          label: entry.title,
          children: toItems(entry.children, depth + 1, collapsed),
        },
  );
}

function findItem(
  entries: readonly SidebarEntry[],
  key: string,
): Extract<SidebarEntry, { kind: 'item' }> | undefined {
  for (const entry of entries) {
    if (entry.kind === 'item' && entry.key === key) return entry;
    if (entry.kind === 'submenu') {
      const found = findItem(entry.children, key);
      if (found) return found;
    }
  }
  return undefined;
}

export interface SidebarMenuProps {
  entries: SidebarEntry[];
  selectedKey: string;
  openKeys: string[];
  collapsed: boolean;
  onOpenChange: (keys: string[]) => void;
  onNavigate: (path: string) => void;
}

/** The vertical menu of the sidebar; rows are links, so a click anywhere on the row follows them. */
export function SidebarMenu({
  entries,
  selectedKey,
  openKeys,
  collapsed,
  onOpenChange,
  onNavigate,
}: SidebarMenuProps) {
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // A click on the link itself is handled by the link; the rest of the row follows it too.
    if ((domEvent.target as HTMLElement).closest?.('a')) return;
    const entry = findItem(entries, key);
    if (!entry) return;
    if (entry.record.external) window.open(entry.record.fullPath, '_blank', 'noopener,noreferrer');
    else onNavigate(entry.record.fullPath);
  };
  return (
    <ConfigProvider theme={menuTheme}>
      <Menu
        className="atrium-sidebar__menu"
        mode="inline"
        inlineCollapsed={collapsed}
        inlineIndent={20}
        items={toItems(entries, 0, collapsed)}
        selectedKeys={[selectedKey]}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={onOpenChange}
        onClick={onClick}
      />
    </ConfigProvider>
  );
}
