import { definePlugin } from '@core/plugin';
import { ParkSlot } from '@manifests/contracts/park-slots';
import { parkManifest } from '@manifests/park';
import { parkModule } from './park-module';

/**
 * The park area. 楼宇管理's list and a building's floor plan have views; its other menus (企业管理,
 * 场地管理 …) and 新增楼宇/编辑楼宇 route to the coming-soon page until theirs land. The plan has a chunk
 * of its own, so the list carries none of it.
 */
export default definePlugin({
  id: 'park',
  manifest: parkManifest,
  module: parkModule,
  views: {
    overview: () => import(/* webpackChunkName: "plugin-park-overview" */ './views/overview-page'),
    'building-list': () =>
      import(/* webpackChunkName: "plugin-park-buildings" */ './views/building-list-page'),
    'floor-plan': () => import(/* webpackChunkName: "plugin-park-floor-plan" */ './views/floor-plan-page'),
    'building-add': () =>
      import(/* webpackChunkName: "plugin-park-building-add" */ './views/building-add-page'),
    'building-modify': () =>
      import(/* webpackChunkName: "plugin-park-building-modify" */ './views/building-modify-page'),
    'company-list': () =>
      import(/* webpackChunkName: "plugin-park-companies" */ './views/companies/company-list-page'),
    'company-detail': () =>
      import(/* webpackChunkName: "plugin-park-company-detail" */ './views/companies/company-detail-page'),
    'company-form': () =>
      import(/* webpackChunkName: "plugin-park-company-form" */ './views/companies/company-form-page'),
  },
  // corpDetail's sections of later areas (contracts, bills, visitors, parking coupons).
  pageSlots: [ParkSlot.corpDetailSection],
});
