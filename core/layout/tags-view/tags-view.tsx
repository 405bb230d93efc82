import {
  ArrowLeftOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { type ComponentType, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { useHydrated } from '../../hooks/use-hydrated';
import { useCurrentView } from '../../routing/use-current-view';
import { TabsStore, type VisitedView } from '../../stores/tabs-store';
import { agentIdOf } from '../app-main/visited-view-of';
import { isDraggable, keysDroppedBy, runTabAction, type TabAction, tabMenuItems } from './tab-menu';
import { TagItem, type TagItemProps } from './tag-item';
import { useTabDrag } from './use-tab-drag';
import { useTabScroll } from './use-tab-scroll';
import './tags-view.css';

/** An arrow beside the tab list, shown while the tabs overflow; disabled at that end. */
function ScrollArrow(props: {
  side: 'left' | 'right';
  disabled: boolean;
  onScroll(side: 'left' | 'right'): void;
}) {
  const label = props.side === 'left' ? '向左滚动' : '向右滚动';
  return (
    <Button
      type="text"
      size="small"
      aria-label={label}
      className="atrium-tags-view__arrow"
      disabled={props.disabled}
      icon={props.side === 'left' ? <LeftOutlined /> : <RightOutlined />}
      onClick={() => props.onScroll(props.side)}
    />
  );
}

/**
 * The tab bar (spec §2): visited views as tabs, the active one in the theme colour; application tabs
 * close, every tab but the pinned ones drags; a back button on application routes; a toggle hiding the list; a right-click menu.
 */
export const TagsView = observer(function TagsView() {
  const tabs = useService(TabsStore);
  const navigate = useNavigate();
  const current = useCurrentView();
  const [listShown, setListShown] = useState(true);
  // The tabs restored from session storage, which the server's page could not know: from the render
  // after hydrating it (the server drew the bar as a first visit's).
  const visitedViews = useHydrated() ? tabs.visitedViews : [];

  const activeKey = current?.key ?? tabs.activeKey;
  const isAgentRoute = current
    ? agentIdOf(current.viewRoute, current.location.pathname) !== undefined
    : false;
  const draggableKeys = visitedViews.filter(isDraggable).map((view) => view.key);
  // The active tab always in view; arrows and the wheel scroll the list while the tabs overflow.
  const scrolling = useTabScroll(activeKey, visitedViews.map((view) => view.key).join('\n'), listShown);
  const { drag, prepare, press } = useTabDrag(scrolling.listRef);

  const open = (view: VisitedView) => {
    if (view.key !== activeKey) navigate(view.path);
  };
  // A view with unsaved changes asks first (its close guard); 留下 keeps every tab as it was.
  const act = (view: VisitedView, action: TabAction) => {
    const run = () => {
      const target = runTabAction(tabs, view, action);
      if (target !== undefined) navigate(target);
    };
    const dropped = keysDroppedBy(tabs, view, action);
    if (!tabs.hasUnsaved(dropped)) run();
    else void tabs.mayClose(dropped).then((close) => close && run());
  };
  const titleOf = (key: string) => visitedViews.find((view) => view.key === key)?.title ?? key;
  const tabItems = (Sortable?: ComponentType<TagItemProps>) =>
    visitedViews.map((view) => {
      const Item = Sortable && isDraggable(view) ? Sortable : TagItem;
      return (
        <Item
          key={view.key}
          view={view}
          active={view.key === activeKey}
          menuItems={tabMenuItems(tabs, view)}
          onOpen={open}
          onAction={act}
        />
      );
    });

  return (
    <div className="atrium-tags-view">
      {isAgentRoute && (
        <Tooltip title="返回">
          <Button
            type="text"
            size="small"
            aria-label="返回"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(-1)}
          />
        </Tooltip>
      )}
      {listShown ? (
        <>
          {scrolling.room.overflowing && (
            <ScrollArrow side="left" disabled={!scrolling.room.left} onScroll={scrolling.scroll} />
          )}
          {/* Drag-and-drop comes with the first pointing or focus (useTabDrag). */}
          <nav
            ref={scrolling.listRef}
            className="atrium-tags-view__list"
            aria-label="标签页"
            onPointerEnter={prepare}
            onPointerDown={press}
            onFocus={prepare}
          >
            {drag ? (
              <drag.SortableTabs
                items={draggableKeys}
                titleOf={titleOf}
                onMove={(key, overKey) => tabs.moveView(key, overKey)}
              >
                {tabItems(drag.SortableTagItem)}
              </drag.SortableTabs>
            ) : (
              tabItems()
            )}
          </nav>
          {scrolling.room.overflowing && (
            <ScrollArrow side="right" disabled={!scrolling.room.right} onScroll={scrolling.scroll} />
          )}
        </>
      ) : (
        <div className="atrium-tags-view__spacer" />
      )}
      <Tooltip title={listShown ? '隐藏标签页' : '显示标签页'}>
        <Button
          type="text"
          size="small"
          aria-label={listShown ? '隐藏标签页' : '显示标签页'}
          icon={listShown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setListShown((shown) => !shown)}
        />
      </Tooltip>
    </div>
  );
});
