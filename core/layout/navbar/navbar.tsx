import {
  EllipsisOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { PluginRegistry } from '../../plugin/plugin-registry';
import { ShellSlot, useSlotFilled } from '../../plugin/shell-slot';
import { Notifier } from '../../services/notifier';
import { RuntimeConfig } from '../../services/runtime-config';
import { AppStore } from '../../stores/app-store';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { settingsDrawerState } from '../settings-drawer/settings-drawer-state';
import { UserMenu } from '../user-menu/user-menu';
import { DownloadApp } from './download-app';
import { type NavbarLink, navbarLinks } from './navbar-links';
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
 * member may use, 下载App, 项目配置, 消息, the organisation and the user menu on the right. On a narrow
 * window the text links fold into a 更多 menu.
 */
export const Navbar = observer(function Navbar() {
  const app = useService(AppStore);
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const notifier = useService(Notifier);
  const config = useService(RuntimeConfig);
  const registry = useService(PluginRegistry);
  const navigate = useNavigate();
  const mobile = app.device === 'mobile';

  const links = navbarLinks(registry.plugins, {
    applications: session.applications,
    grants: (code) => permissions.grantsRoute(code),
    links: config.links,
  });
  // The 收藏 drawer is a plugin's (the application centre's): its code loads when first opened.
  const favouritesFilled = useSlotFilled('favourites');
  const [favourites, setFavourites] = useState({ mounted: false, open: false });
  const openFavourites = () =>
    favouritesFilled ? setFavourites({ mounted: true, open: true }) : notifier.warning(FAVOURITES_PENDING);
  const closeFavourites = () => setFavourites((state) => ({ ...state, open: false }));

  const moreItems: NonNullable<MenuProps['items']> = [
    { key: 'favourites', label: '收藏' },
    ...links.map((link) => ({ key: link.key, label: link.label })),
  ];
  const onMore: MenuProps['onClick'] = ({ key }) => {
    if (key === 'favourites') return openFavourites();
    const link = links.find((candidate) => candidate.key === key);
    if (!link) return;
    if (link.external) window.open(link.to, '_blank', 'noopener,noreferrer');
    else navigate(link.to);
  };

  return (
    <div className="atrium-navbar">
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
        <Breadcrumb />
      </div>
      <div className="atrium-navbar__right">
        {mobile ? (
          <Dropdown menu={{ items: moreItems, onClick: onMore }} trigger={['click']} placement="bottomRight">
            <Button
              type="text"
              className="atrium-navbar__action"
              icon={<EllipsisOutlined />}
              aria-label="更多"
            />
          </Dropdown>
        ) : (
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
            {links.map((link) => (
              <LinkItem key={link.key} link={link} />
            ))}
            {/* Narrow desktops fold the outward links (文档, 开放平台) here, so the breadcrumb keeps its room. */}
            <Dropdown
              menu={{
                items: links
                  .filter((link) => link.external)
                  .map((link) => ({ key: link.key, label: link.label })),
                onClick: onMore,
              }}
              trigger={['click']}
              placement="bottomRight"
            >
              <Button
                type="text"
                className="atrium-navbar__action atrium-navbar__more-external"
                icon={<EllipsisOutlined />}
                aria-label="更多链接"
              />
            </Dropdown>
          </nav>
        )}
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
        {session.organizationName && !mobile && (
          <span className="atrium-navbar__organization" title={session.organizationName}>
            {session.organizationName}
          </span>
        )}
        <UserMenu />
      </div>
      {favourites.mounted && <ShellSlot name="favourites" open={favourites.open} onClose={closeFavourites} />}
    </div>
  );
});
