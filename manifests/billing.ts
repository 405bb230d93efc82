import { KnownAgentId } from './known-applications';
import { defineManifest, menu } from './resource-types';

/**
 * The billing area, built on contract and park: bills, payments, late fees, lease withdrawal. Its
 * application is the market's 费用管理 (the spec's known fee application, whose 费用 link the navbar
 * shows to holders): the application that already opened 账单管理. It has no directory of its own: its
 * menus hang in park's 园区运营, after contract's 园区合同, where the spec lists them.
 */
export const billingManifest = defineManifest({
  id: 'billing',
  dependsOn: ['contract', 'park'],
  grantedToEveryone: true,
  application: {
    agentId: KnownAgentId.fee,
    name: '费用管理',
    pcName: '费用管理',
    category: '财务管理',
    iconUrl: '',
    introduction: '物业费、水电费与租金的收缴与对账。',
    pcUrl: '/PC_PARK_BILL',
    appUrl: `/mobile/app/${KnownAgentId.fee}`,
  },
  resources: [],
  placements: [
    {
      under: 'PC_PARK_OPERATION',
      after: 'PC_PARK_CONTRACT',
      resources: [menu('PC_PARK_BILL', '账单管理'), menu('PC_PARK_WITHDRAW', '退租管理')],
    },
  ],
});
