import type { MenuProps } from 'antd';
import type { TabsStore, VisitedView } from '../../stores/tabs-store';

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** The right-click menu of one tab; 关闭左侧/关闭右侧 are disabled when nothing there would close. */
export function tabMenuItems(tabs: TabsStore, view: VisitedView): NonNullable<MenuProps['items']> {
  const noneTo = (side: 'left' | 'right') => !tabs.sideOf(view.key, side).some(isClosable);
  return [
    { key: 'refresh', label: '刷新' },
    { key: 'close', label: '关闭', disabled: view.meta.affix === true },
    { key: 'closeOthers', label: '关闭其他' },
    { key: 'closeLeft', label: '关闭左侧', disabled: noneTo('left') },
    { key: 'closeRight', label: '关闭右侧', disabled: noneTo('right') },
    { key: 'closeAll', label: '关闭全部' },
  ];
}

/**
 * Runs a tab action on the store; returns where to navigate, if anywhere. Refresh re-creates the view
 * and goes to the tab when it is not the shown one; closing goes where the store says.
 */
export function runTabAction(tabs: TabsStore, view: VisitedView, action: TabAction): string | undefined {
  switch (action) {
    case 'refresh':
      tabs.refresh(view.key);
      return tabs.activeKey === view.key ? undefined : view.path;
    case 'close':
      return tabs.delView(view.key);
    case 'closeOthers':
      return tabs.delOthers(view.key) ?? (tabs.activeKey === view.key ? undefined : view.path);
    case 'closeLeft':
      return tabs.delSide(view.key, 'left');
    case 'closeRight':
      return tabs.delSide(view.key, 'right');
    case 'closeAll':
      return tabs.delAll();
  }
}

/** The views an action would drop (and so whose close guards are asked first). */
export function keysDroppedBy(tabs: TabsStore, view: VisitedView, action: TabAction): string[] {
  const closable = (candidate: VisitedView) => !candidate.meta.affix;
  switch (action) {
    case 'refresh':
      return [view.key];
    case 'close':
      return closable(view) ? [view.key] : [];
    case 'closeOthers':
      return tabs.visitedViews
        .filter((candidate) => candidate.key !== view.key && closable(candidate))
        .map((candidate) => candidate.key);
    case 'closeLeft':
    case 'closeRight':
      return tabs
        .sideOf(view.key, action === 'closeLeft' ? 'left' : 'right')
        .filter(closable)
        .map((candidate) => candidate.key);
    case 'closeAll':
      return tabs.visitedViews.filter(closable).map((candidate) => candidate.key);
  }
}

/** Tabs of applications (and anything else not pinned) can be closed; pinned ones cannot (spec §2). */
export function isClosable(view: VisitedView): boolean {
  return view.meta.affix !== true;
}

/**
 * Tabs can be dragged to reorder: the spec asks it of applications' tabs, and users of other consoles
 * keep asking it of every tab, so every tab but the pinned ones (which stay first) can be.
 */
export function isDraggable(view: VisitedView): boolean {
  return view.meta.affix !== true;
}
