import { definePaths, definePermissions } from './resource-codes';
import { action, defineManifest, directory, menu } from './resource-types';

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
  // Every member reads the companies and the buildings; 录入/编辑企业, 新增/编辑楼宇 and 自用/装修 are the
  // administrators' (or a role's).
  grantedToEveryone: {
    except: [
      'PARK_COMPANY_ADD',
      'PARK_COMPANY_MODIFY',
      'PARK_BUILDING_ADD',
      'PARK_BUILDING_MODIFY',
      'PARK_ROOM_BLOCK',
    ],
  },
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
  views: {
    // The area's landing page: 园区运营 opens on it (a directory opens on its first menu).
    PC_PARK_OVERVIEW: { view: 'overview' },
    PC_PARK_BUILDING: { view: 'building-list' },
    // A building's own page (one tab per building): the plan needs the width of the main area, and an
    // address of its own (?uniqueId=) is one a member can share or come back to.
    PARK_BUILDING_FLOOR_PLAN: { view: 'floor-plan', tabPerQuery: true },
    PARK_BUILDING_ADD: { view: 'building-add' },
    // One tab per building (?uniqueId=), as its floor plan.
    PARK_BUILDING_MODIFY: { view: 'building-modify', tabPerQuery: true },
    // 企业管理 and settleCorp are one list: settleCorp is the address links with filters use
    // (?state=, ?contractEndWithin=30|60|90 from 园区概览), shown in 企业管理's menu entry.
    PC_PARK_COMPANY: { view: 'company-list' },
    PARK_SETTLE_CORP: { view: 'company-list' },
    // A company's page, one tab per company (?uniqueId=).
    PARK_COMPANY_DETAIL: { view: 'company-detail', tabPerQuery: true },
    // 录入企业, and 编辑企业 as the same form filled in (?uniqueId=, one tab per company).
    PARK_COMPANY_ADD: { view: 'company-form', tabPerQuery: true },
    PC_PARK_ENTRY: { view: 'entry-list' },
    PARK_ENTRY_APPLY: { view: 'entry-apply', activeMenu: '/PC_PARK_ENTRY' },
    PARK_ENTRY_DETAIL: { view: 'entry-detail', tabPerQuery: true, activeMenu: '/PC_PARK_ENTRY' },
  },
  resources: [
    directory(
      'PC_PARK_OPERATION',
      '园区运营',
      [
        menu('PC_PARK_OVERVIEW', '园区概览'),
        menu('PC_PARK_COMPANY', '企业管理', {
          children: [
            menu('PARK_SETTLE_CORP', '入驻企业', { isHidden: true, pathUrl: '/childsPage/settleCorp' }),
            menu('PARK_COMPANY_DETAIL', '企业详情', { isHidden: true, pathUrl: '/childsPage/corpDetail' }),
            menu('PARK_COMPANY_ADD', '录入企业', { isHidden: true, pathUrl: '/childsPage/entryCorp' }),
            // The spec has no page of its own for it: corpDetail's 编辑 opens entryCorp's form filled in
            // (/childsPage/entryCorp?uniqueId=…), so it needs 录入企业's page too.
            action('PARK_COMPANY_MODIFY', '编辑企业'),
          ],
        }),
        // 入驻申请: every member may apply (submit) and read the applications; approving is the approval's.
        menu('PC_PARK_ENTRY', '入驻申请', {
          children: [
            menu('PARK_ENTRY_APPLY', '提交入驻申请', { isHidden: true, pathUrl: '/childsPage/entryApply' }),
            menu('PARK_ENTRY_DETAIL', '入驻申请详情', {
              isHidden: true,
              pathUrl: '/childsPage/entryTemplateDetail',
            }),
          ],
        }),
        menu('PC_PARK_BUILDING', '楼宇管理', {
          children: [
            menu('PARK_BUILDING_FLOOR_PLAN', '楼宇平面图', {
              isHidden: true,
              pathUrl: '/childsPage/buildingFloorPlan',
            }),
            menu('PARK_BUILDING_ADD', '新增楼宇', { isHidden: true, pathUrl: '/childsPage/buildingAdd' }),
            menu('PARK_BUILDING_MODIFY', '编辑楼宇', {
              isHidden: true,
              pathUrl: '/childsPage/buildingModify',
            }),
            action('PARK_ROOM_BLOCK', '房间自用/装修'),
          ],
        }),
        menu('PC_PARK_VENUE', '场地管理'),
        // 园区合同 (contract), 账单管理 and 退租管理 (billing) are placed here.
        menu('PC_PARK_VISITOR', '访客管理'),
        menu('PC_PARK_PARKING', '停车券'),
      ],
      { iconUrl: 'bank' },
    ),
  ],
});

/**
 * The park area's permission codes, named once for the console and the server: 企业管理 reads the
 * companies (settleCorp, corpDetail, the export); 园区概览 reads the park's occupancy at a glance; 录入企业 (the page entryCorp) and 编辑企业 write them.
 * 楼宇管理 reads the
 * buildings, their floor plans and rooms; 新增楼宇 and 编辑楼宇 (the pages buildingAdd, buildingModify)
 * write them; 房间自用/装修 blocks a room for the park's own use or its renovation.
 */
export const ParkPermission = definePermissions(parkManifest, {
  overview: 'PC_PARK_OVERVIEW',
  companies: 'PC_PARK_COMPANY',
  companyAdd: 'PARK_COMPANY_ADD',
  companyModify: 'PARK_COMPANY_MODIFY',
  settledCompanies: 'PARK_SETTLE_CORP',
  companyDetail: 'PARK_COMPANY_DETAIL',
  buildings: 'PC_PARK_BUILDING',
  floorPlan: 'PARK_BUILDING_FLOOR_PLAN',
  buildingAdd: 'PARK_BUILDING_ADD',
  buildingModify: 'PARK_BUILDING_MODIFY',
  roomBlock: 'PARK_ROOM_BLOCK',
  entries: 'PC_PARK_ENTRY',
  entryApply: 'PARK_ENTRY_APPLY',
  entryDetail: 'PARK_ENTRY_DETAIL',
});

/** 入驻申请's pages, by name (the list, the submit form, entryTemplateDetail `?uniqueId=`). */
export const ParkEntryPaths = definePaths(parkManifest, {
  list: 'PC_PARK_ENTRY',
  apply: 'PARK_ENTRY_APPLY',
  detail: 'PARK_ENTRY_DETAIL',
});
