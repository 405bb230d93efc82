import { Breadcrumb as AntdBreadcrumb, type BreadcrumbProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { DASHBOARD_ROUTE } from '../../routing/fixed-views';
import { useCurrentView } from '../../routing/use-current-view';
import { PermissionStore } from '../../stores/permission-store';
import { breadcrumbTarget, findRouteChain } from './route-chain';
import './breadcrumb.css';

const ROOT_PATH = DASHBOARD_ROUTE.pattern;

/** 工作台 › area › page: the current view's ancestors in the route tree (spec §2 "breadcrumb root"). */
export const Breadcrumb = observer(function Breadcrumb() {
  const permissions = useService(PermissionStore);
  const current = useCurrentView();
  const record = current?.viewRoute.record;
  const isRoot = !record || record.fullPath === ROOT_PATH;
  const chain = record ? findRouteChain(permissions.routes, record) : [];
  // A fixed view other than the root (项目配置) is in no route tree: it follows the root by itself.
  const fixedView = record && !isRoot && chain.length === 0 ? [record] : [];
  const shown = [...chain, ...fixedView].filter((item) => item.kind !== 'layout' && item.meta.breadcrumb);

  const items: NonNullable<BreadcrumbProps['items']> = [
    {
      key: ROOT_PATH,
      title: isRoot ? <span aria-current="page">工作台</span> : <Link to={ROOT_PATH}>工作台</Link>,
    },
    ...shown.map((item, index) => {
      const target = breadcrumbTarget(item);
      const last = index === shown.length - 1;
      return {
        key: item.fullPath,
        title:
          last || !target ? (
            <span aria-current={last ? 'page' : undefined}>{item.meta.title}</span>
          ) : (
            <Link to={target}>{item.meta.title}</Link>
          ),
      };
    }),
  ];
  return <AntdBreadcrumb className="atrium-breadcrumb" aria-label="面包屑" items={items} />;
});
