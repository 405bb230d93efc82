import { DesktopOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { PluginRegistry } from '../../plugin/plugin-registry';
import { useCurrentView } from '../../routing/use-current-view';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { topLevelRouteOf } from '../breadcrumb/route-chain';
import { RouteIcon } from '../sidebar/route-icon';
import { DASHBOARD_PATH, fixedBarItems } from './fixed-bar-items';
import './fixed-bar.css';

/**
 * The console's main areas (工作台, 审批, 应用中心, 设置), icon above label, the current one marked: in
 * the 104px bar on the far left, or on a phone at the top of the sidebar drawer (`drawer`).
 */
export const FixedBarEntries = observer(function FixedBarEntries({ drawer = false }: { drawer?: boolean }) {
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const registry = useService(PluginRegistry);
  const current = useCurrentView();
  const record = current?.viewRoute.record;
  const area = topLevelRouteOf(permissions.routes, record);
  // The area's own path (a directory) or, for a top-level page, the page's path.
  const activePath = area ? (area.kind === 'layout' ? area.redirect : area.fullPath) : record?.fullPath;
  const items = fixedBarItems(registry.plugins, {
    holdsApplication: (agentId) => session.holds(agentId),
    grants: (code) => permissions.grantsRoute(code),
  });

  return (
    <ul
      className={drawer ? 'atrium-fixed-bar__list atrium-fixed-bar__list--drawer' : 'atrium-fixed-bar__list'}
    >
      {items.map((item) => {
        const active = activePath === item.path;
        return (
          <li key={item.key}>
            <Link
              to={item.path}
              className={
                active ? 'atrium-fixed-bar__item atrium-fixed-bar__item--active' : 'atrium-fixed-bar__item'
              }
              aria-current={active ? 'page' : undefined}
            >
              <span className="atrium-fixed-bar__icon" aria-hidden="true">
                {item.icon ? <RouteIcon name={item.icon} /> : <DesktopOutlined />}
              </span>
              <span className="atrium-fixed-bar__label">{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
});

/** The 104px bar on the far left (desktop): the brand mark, then the main areas. */
export function FixedBar() {
  return (
    <nav className="atrium-fixed-bar" aria-label="主导航">
      <Link to={DASHBOARD_PATH} className="atrium-fixed-bar__brand" aria-label="返回工作台">
        <span className="atrium-fixed-bar__brand-mark">A</span>
      </Link>
      <FixedBarEntries />
    </nav>
  );
}
