import { definePlugin, fillSlot } from '@core/plugin';
import { ApprovalSlot } from '@manifests/contracts/approval-slots';
import { PARK_ENTRY_APPROVAL_TYPE } from '@manifests/contracts/park-entry-constants';
import { ParkSlot } from '@manifests/contracts/park-slots';
import { ParkPermission, parkManifest } from '@manifests/park';
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
    'entry-list': () => import(/* webpackChunkName: "plugin-park-entries" */ './views/entry/entry-list-page'),
    'entry-apply': () =>
      import(/* webpackChunkName: "plugin-park-entry-apply" */ './views/entry/entry-apply-page'),
    'entry-detail': () =>
      import(/* webpackChunkName: "plugin-park-entry-detail" */ './views/entry/entry-detail-page'),
  },
  // corpDetail's sections of later areas (contracts, bills, visitors, parking coupons).
  pageSlots: [ParkSlot.corpDetailSection],
  fills: [
    // 审批详情 of an entry application: the application the approver decides on.
    fillSlot(ApprovalSlot.detailBusiness, {
      title: '入驻申请',
      requires: [ParkPermission.entryDetail],
      when: (approval) => approval.typeKey === PARK_ENTRY_APPROVAL_TYPE,
      load: () =>
        import(/* webpackChunkName: "park-entry-approval-business" */ './views/entry/entry-approval-panel'),
    }),
  ],
});
