import { fixedViewRoute } from './view-routes';

/** The workbench: the breadcrumb root and the pinned first tab (spec §2). */
export const DASHBOARD_ROUTE = fixedViewRoute('/dashboard', 'Dashboard', '工作台', { affix: true });
DASHBOARD_ROUTE.record.load = () =>
  import(/* webpackChunkName: "dashboard" */ '../pages/dashboard/dashboard-page');
