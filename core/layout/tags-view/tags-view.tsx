import {
  ArrowLeftOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { useSortableSensors } from '../../drag/sortable-sensors';
import { useCurrentView } from '../../routing/use-current-view';
import { TabsStore, type VisitedView } from '../../stores/tabs-store';
import { agentIdOf } from '../app-main/visited-view-of';
import { isDraggable, keysDroppedBy, runTabAction, type TabAction, tabMenuItems } from './tab-menu';
import { SortableTagItem, TagItem } from './tag-item';
import { useTabScroll } from './use-tab-scroll';
import './tags-view.css';

const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

const screenReaderInstructions = {
  draggable: '按空格键拿起标签页，用左右方向键移动，再按空格键放下；按 Esc 键取消。',
};

/** What a screen reader hears while a tab is dragged, in Chinese, naming the tabs by title. */
function dragAnnouncements(titleOf: (key: string | number) => string): Announcements {
  return {
    onDragStart: ({ active }) => `已拿起标签页「${titleOf(active.id)}」。`,
    onDragOver: ({ active, over }) =>
      over
        ? `标签页「${titleOf(active.id)}」移到了「${titleOf(over.id)}」的位置。`
        : `标签页「${titleOf(active.id)}」不在可放下的位置。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `标签页「${titleOf(active.id)}」已放在「${titleOf(over.id)}」的位置。`
        : `标签页「${titleOf(active.id)}」已放下。`,
    onDragCancel: ({ active }) => `已取消移动标签页「${titleOf(active.id)}」。`,
  };
}

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
  const sensors = useSortableSensors(keyboardCodes);

  const activeKey = current?.key ?? tabs.activeKey;
  const isAgentRoute = current
    ? agentIdOf(current.viewRoute, current.location.pathname) !== undefined
    : false;
  const draggableKeys = tabs.visitedViews.filter(isDraggable).map((view) => view.key);
  // The active tab always in view; arrows and the wheel scroll the list while the tabs overflow.
  const scrolling = useTabScroll(activeKey, tabs.visitedViews.map((view) => view.key).join('\n'), listShown);

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
  const titleOf = (key: string | number) =>
    tabs.visitedViews.find((view) => view.key === String(key))?.title ?? String(key);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) tabs.moveView(String(active.id), String(over.id));
  };

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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: dragAnnouncements(titleOf), screenReaderInstructions }}
        >
          <SortableContext items={draggableKeys} strategy={horizontalListSortingStrategy}>
            {scrolling.room.overflowing && (
              <ScrollArrow side="left" disabled={!scrolling.room.left} onScroll={scrolling.scroll} />
            )}
            <nav ref={scrolling.listRef} className="atrium-tags-view__list" aria-label="标签页">
              {tabs.visitedViews.map((view) => {
                const Item = isDraggable(view) ? SortableTagItem : TagItem;
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
              })}
            </nav>
            {scrolling.room.overflowing && (
              <ScrollArrow side="right" disabled={!scrolling.room.right} onScroll={scrolling.scroll} />
            )}
          </SortableContext>
        </DndContext>
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
