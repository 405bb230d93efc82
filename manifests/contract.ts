import { action, defineManifest, directory, menu } from './resource-types';

export const contractManifest = defineManifest({
  id: 'contract',
  grantedToEveryone: true,
  application: {
    agentId: 'k3c8d0e6f2a7b914',
    name: '合同管理',
    pcName: '合同管理',
    category: '园区运营',
    iconUrl: '',
    introduction: '合同草稿、提交、归档与出租合同的全流程管理。',
    pcUrl: '/PC_CONTRACT_MANAGEMENT',
    appUrl: '',
  },
  resources: [
    directory(
      'PC_CONTRACT_MANAGEMENT',
      '合同管理',
      [
        menu('PC_CONTRACT_DRAFT', '合同草稿', { children: [action('CONTRACT_DRAFT_REMOVE', '删除草稿')] }),
        menu('PC_CONTRACT_SUBMITTED', '已提交合同', { children: [action('CONTRACT_CANCEL', '作废合同')] }),
        menu('PC_CONTRACT_ARCHIVE', '合同归档'),
        menu('PC_CONTRACT_RENTOUT', '出租合同'),
      ],
      { iconUrl: 'file-text' },
    ),
  ],
});
