import { defineManifest, directory, menu } from './resource-types';

/**
 * The park area (the map of the areas: park ← contract ← billing): buildings, floors, rooms and their
 * states; companies; entry applications; venues and bookings; visitors; parking coupons. It depends on
 * no business area. 园区运营 is its directory, and the areas that build on it hang their menus there
 * (园区合同 from contract, 账单管理 and 退租管理 from billing: their `placements`), so the directory
 * reads as the spec lists it. Those placements are anchored to the code they follow: a menu park adds
 * first (a 园区概览) goes at the top of this list, and theirs keep their place.
 */
export const parkManifest = defineManifest({
  id: 'park',
  dependsOn: [],
  grantedToEveryone: true,
  application: {
    agentId: 'p5r2k9a4m1e6t083',
    name: '园区运营',
    pcName: '园区运营',
    category: '园区运营',
    iconUrl: '',
    introduction: '入驻企业、楼宇、场地、合同、账单、退租、访客与停车的日常运营。',
    pcUrl: '/PC_PARK_OPERATION',
    appUrl: '/mobile/park',
  },
  resources: [
    directory(
      'PC_PARK_OPERATION',
      '园区运营',
      [
        menu('PC_PARK_COMPANY', '企业管理'),
        menu('PC_PARK_BUILDING', '楼宇管理'),
        menu('PC_PARK_VENUE', '场地管理'),
        // 园区合同 (contract), 账单管理 and 退租管理 (billing) are placed here.
        menu('PC_PARK_VISITOR', '访客管理'),
        menu('PC_PARK_PARKING', '停车券'),
      ],
      { iconUrl: 'bank' },
    ),
  ],
});
