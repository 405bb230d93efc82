import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { PluginRegistry } from '../../plugin/plugin-registry';
import { ShellSlot, useSlotFilled } from '../../plugin/shell-slot';
import { useCurrentView } from '../../routing/use-current-view';
import { Notifier } from '../../services/notifier';
import { RuntimeConfig } from '../../services/runtime-config';
import { AppStore } from '../../stores/app-store';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { DownloadAppDialog } from '../lazy/shell-dialogs';
import { settingsDrawerState } from '../settings-drawer/settings-drawer-state';
import { UserMenu } from '../user-menu/user-menu';
import { DownloadApp } from './download-app';
import { type NavbarLink, navbarLinks } from './navbar-links';
import { NavbarMore } from './navbar-more';
import { type MoreEntry, navbarPlacement } from './navbar-placement';
import { OwnerLogo } from './owner-logo';
import './navbar.css';

export const FAVOURITES_PENDING = '功能开放中，敬请期待~';

function LinkItem({ link }: { link: NavbarLink }) {
  if (link.external) {
    return (
      <a
        className="atrium-navbar__link atrium-navbar__link--external"
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
      >
        {link.label}
      </a>
    );
  }
  return (
    <Link className="atrium-navbar__link" to={link.to}>
      {link.label}
    </Link>
  );
}

/**
 * The top navbar (spec §2): logo, sidebar toggle and breadcrumb on the left; favourites, the links the
 * member may use, 下载App, 项目配置, 消息, the organisation and the user menu on the right. What does
 * not fit the width goes into 更多 (see `navbarPlacement`): on a phone the navbar keeps the logo, the
 * hamburger, the page's title and the user menu.
 */
export const Navbar = observer(function Navbar() {
  const app = useService(AppStore);
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const notifier = useService(Notifier);
  const config = useService(RuntimeConfig);
  const registry = useService(PluginRegistry);
  const navigate = useNavigate();
  const title = useCurrentView()?.viewRoute.record.meta.title;

  const placement = navbarPlacement(
    navbarLinks(registry.plugins, {
      applications: session.applications,
      grants: (code) => permissions.grantsRoute(code),
      links: config.links,
    }),
    app.width,
  );
  const { compact } = placement;
  // The 收藏 drawer is a plugin's (the application centre's): its code loads when first opened.
  const favouritesFilled = useSlotFilled('favourites');
  const [favourites, setFavourites] = useState({ mounted: false, open: false });
  const [downloading, setDownloading] = useState(false);
  const openFavourites = () =>
    favouritesFilled ? setFavourites({ mounted: true, open: true }) : notifier.warning(FAVOURITES_PENDING);
  const closeFavourites = () => setFavourites((state) => ({ ...state, open: false }));

  const choose = (entry: MoreEntry) => {
    if (entry.kind === 'favourites') openFavourites();
    else if (entry.kind === 'download-app') setDownloading(true);
    else if (entry.kind === 'project-settings') settingsDrawerState.show();
    else if (entry.link.external) window.open(entry.link.to, '_blank', 'noopener,noreferrer');
    else navigate(entry.link.to);
  };

  return (
    <div className={compact ? 'atrium-navbar atrium-navbar--compact' : 'atrium-navbar'}>
      <div className="atrium-navbar__left">
        <OwnerLogo logoUrl={session.logoUrl} organizationName={session.organizationName} />
        <Button
          type="text"
          className="atrium-navbar__hamburger"
          aria-label={app.sidebarOpened ? '收起菜单' : '展开菜单'}
          aria-expanded={app.sidebarOpened}
          icon={app.sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={() => app.toggleSidebar()}
        />
        {compact ? <span className="atrium-navbar__title">{title ?? '管理端'}</span> : <Breadcrumb />}
      </div>
      <div className="atrium-navbar__right">
        {compact ? (
          <NavbarMore
            entries={placement.more}
            actions={<ShellSlot name="navbarActions" />}
            onChoose={choose}
          />
        ) : (
          <>
            <nav className="atrium-navbar__links" aria-label="快捷入口">
              <Tooltip title="收藏">
                <Button
                  type="text"
                  className="atrium-navbar__action"
                  icon={<StarOutlined />}
                  aria-label="收藏"
                  onClick={openFavourites}
                >
                  <span className="atrium-navbar__action-text">收藏</span>
                </Button>
              </Tooltip>
              {placement.links.map((link) => (
                <LinkItem key={link.key} link={link} />
              ))}
              {placement.more.length > 0 && <NavbarMore entries={placement.more} onChoose={choose} />}
            </nav>
            <DownloadApp />
            <Tooltip title="项目配置">
              <Button
                type="text"
                className="atrium-navbar__icon"
                icon={<SettingOutlined />}
                aria-label="项目配置"
                onClick={() => settingsDrawerState.show()}
              />
            </Tooltip>
            <ShellSlot name="navbarActions" />
            <span className="atrium-navbar__divider" aria-hidden="true" />
            {session.organizationName && (
              <span className="atrium-navbar__organization" title={session.organizationName}>
                {session.organizationName}
              </span>
            )}
          </>
        )}
        <UserMenu />
      </div>
      {compact && <DownloadAppDialog open={downloading} onClose={() => setDownloading(false)} />}
      {favourites.mounted && <ShellSlot name="favourites" open={favourites.open} onClose={closeFavourites} />}
    </div>
  );
});
