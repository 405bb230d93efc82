import { defineManifest, directory, menu } from './resource-types';

export const parkManifest = defineManifest({
  id: 'park',
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
        menu('PC_PARK_CONTRACT', '园区合同'),
        menu('PC_PARK_BILL', '账单管理'),
        menu('PC_PARK_WITHDRAW', '退租管理'),
        menu('PC_PARK_VISITOR', '访客管理'),
        menu('PC_PARK_PARKING', '停车券'),
      ],
      { iconUrl: 'bank' },
    ),
  ],
});
