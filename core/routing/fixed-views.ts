import { fixedViewRoute } from './view-routes';

/** The workbench: the breadcrumb root and the pinned first tab (spec §2). */
export const DASHBOARD_ROUTE = fixedViewRoute('/dashboard', 'Dashboard', '工作台', { affix: true });
DASHBOARD_ROUTE.record.load = () =>
  import(/* webpackChunkName: "dashboard" */ '../pages/dashboard/dashboard-page');

/** 项目配置 as a page (spec §2 "/setting"): the navbar drawer's preferences in a tab of their own. */
export const SETTING_ROUTE = fixedViewRoute('/setting', 'Setting', '项目配置');
SETTING_ROUTE.record.load = () => import(/* webpackChunkName: "setting" */ '../pages/setting/setting-page');

/** Every fixed view of the shell, the workbench first: open to every signed-in member. */
export const FIXED_VIEW_ROUTES = [DASHBOARD_ROUTE, SETTING_ROUTE];
