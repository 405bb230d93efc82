import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CSSProperties, HTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref } from 'react-router-dom';
import type { VisitedView } from '../../stores/tabs-store';
import { isClosable, type TabAction } from './tab-menu';

export interface TagItemProps {
  view: VisitedView;
  active: boolean;
  /** Its right-click menu (`tabMenuItems`). */
  menuItems: NonNullable<MenuProps['items']>;
  onOpen(view: VisitedView): void;
  onAction(view: VisitedView, action: TabAction): void;
}

export interface TabBodyProps extends TagItemProps {
  nodeRef?: Ref<HTMLDivElement>;
  extraStyle?: CSSProperties;
  dragProps?: HTMLAttributes<HTMLAnchorElement>;
}

/**
 * The tab itself: title, close button, right-click menu; coloured with the theme when active. An
 * observer: a page may retitle its tab (useTabTitle) while the list itself stays the same.
 */
export const TabBody = observer(function TabBody({
  view,
  active,
  menuItems,
  onOpen,
  onAction,
  nodeRef,
  extraStyle,
  dragProps,
}: TabBodyProps) {
  const { token } = theme.useToken();
  // The address under the router's basename (a host shell's path), so a tab opened in a new browser tab lands here.
  const href = useHref(view.path);
  const colours: CSSProperties = active
    ? { background: token.colorPrimary, borderColor: token.colorPrimary, color: token.colorTextLightSolid }
    : { background: token.colorBgContainer, borderColor: token.colorBorder, color: token.colorText };
  const close = (event: MouseEvent) => {
    event.stopPropagation();
    onAction(view, 'close');
  };
  // A plain left click opens the tab here; modified clicks keep the browser's own behaviour (new tab).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(view);
  };
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items: menuItems, onClick: ({ key }) => onAction(view, key as TabAction) }}
    >
      {/* Tabs lead to pages: links (aria-current on the shown one), each with its close button beside it. */}
      <div
        ref={nodeRef}
        data-key={view.key}
        className={`atrium-tags-view__tab${dragProps ? ' atrium-tags-view__tab--draggable' : ''}`}
        style={{ ...colours, ...extraStyle }}
      >
        <a
          {...dragProps}
          href={href}
          aria-current={active ? 'page' : undefined}
          className="atrium-tags-view__title"
          onClick={onClick}
        >
          {view.title}
        </a>
        {isClosable(view) && (
          <button type="button" aria-label="关闭" className="atrium-tags-view__close" onClick={close}>
            <CloseOutlined />
          </button>
        )}
      </div>
    </Dropdown>
  );
});

/** A tab without drag-and-drop: pinned, or before the tab bar's drag code is here (tab-drag.tsx). */
export function TagItem(props: TagItemProps) {
  return <TabBody {...props} />;
}
