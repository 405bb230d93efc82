import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { useCurrentView } from '../../routing/use-current-view';
import { AppStore } from '../../stores/app-store';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { SettingsStore } from '../../stores/settings-store';
import { topLevelRouteOf } from '../breadcrumb/route-chain';
import { FixedBarEntries } from '../fixed-bar/fixed-bar';
import { OwnerLogo } from '../navbar/owner-logo';
import { useResponsive } from '../responsive/use-responsive';
import { RouteIcon } from './route-icon';
import { nextOpenKeys, openKeysFor, sidebarEntries } from './sidebar-entries';
import { SidebarMenu } from './sidebar-menu';
import './sidebar.css';

/** The console's name, under the owner's logo at the top of the sidebar. */
export const CONSOLE_NAME = '企业管理端';

/**
 * The area menu (spec §2 "Sidebar"): the children of the top-level route holding the current view,
 * collapsible, one submenu open at a time. On a phone it is a drawer over the page, headed by the fixed
 * bar's entries (the bar itself is gone), shown on every page, and closed by a click outside.
 */
export const Sidebar = observer(function Sidebar() {
  useResponsive();
  const app = useService(AppStore);
  const permissions = useService(PermissionStore);
  const settings = useService(SettingsStore);
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const current = useCurrentView();
  const record = current?.viewRoute.record;
  const area = topLevelRouteOf(permissions.routes, record);
  const entries = useMemo(() => (area ? sidebarEntries(area.children) : []), [area]);
  const selectedKey = record ? (record.meta.activeMenu ?? record.fullPath) : '';
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, selectedKey));
  const mobile = app.device === 'mobile';
  const pathname = current?.location.pathname;

  // Arriving on a page opens the submenu that holds it.
  useEffect(() => {
    const needed = openKeysFor(entries, selectedKey);
    if (needed.length > 0) setOpenKeys(needed);
  }, [entries, selectedKey]);

  // On mobile, following a link closes the overlay.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (app.device === 'mobile' && app.sidebarOpened) app.closeSidebar();
  }, [app, pathname]);

  const hasMenu = area !== undefined && entries.length > 0;
  if (!hasMenu && !mobile) return null;
  const opened = app.sidebarOpened;
  const classes = ['atrium-sidebar', opened ? 'atrium-sidebar--opened' : 'atrium-sidebar--collapsed'];
  if (mobile) classes.push('atrium-sidebar--mobile');

  return (
    <>
      {mobile && opened && (
        <button
          type="button"
          className="atrium-sidebar__mask"
          aria-label="收起菜单"
          tabIndex={-1}
          onClick={() => app.closeSidebar()}
        />
      )}
      <aside className={classes.join(' ')} aria-label="侧边菜单" inert={mobile && !opened}>
        {mobile && (
          <nav className="atrium-sidebar__areas" aria-label="主导航">
            <FixedBarEntries drawer />
          </nav>
        )}
        {/* 侧边栏标志 (项目配置), as vue-element-admin's sidebar logo: the owner's logo (else the default
            mark) with the console's name, and the area below it; off, the menu starts at the top. */}
        {area && hasMenu && settings.sidebarLogo && (
          <div className="atrium-sidebar__logo" title={`${CONSOLE_NAME} · ${area.meta.title}`}>
            <OwnerLogo logoUrl={session.logoUrl} organizationName={session.organizationName} />
            {(opened || mobile) && (
              <span className="atrium-sidebar__logo-text">
                <span className="atrium-sidebar__logo-title">{CONSOLE_NAME}</span>
                <span className="atrium-sidebar__logo-area">
                  <span className="atrium-sidebar__logo-icon" aria-hidden>
                    <RouteIcon name={area.meta.icon} />
                  </span>
                  {area.meta.title}
                </span>
              </span>
            )}
          </div>
        )}
        {hasMenu && (
          <div className="atrium-sidebar__scroll">
            <SidebarMenu
              entries={entries}
              selectedKey={selectedKey}
              openKeys={openKeys}
              collapsed={!opened && !mobile}
              onOpenChange={(keys) => setOpenKeys(nextOpenKeys(entries, openKeys, keys))}
              onNavigate={(path) => navigate(path)}
            />
          </div>
        )}
      </aside>
    </>
  );
});
