import { definePermissions } from './resource-codes';
import { action, defineManifest, directory, menu } from './resource-types';

/**
 * The contract area, built on park: clients, contracts, rent-out contracts of park rooms, numbering
 * rules, schedules, PDFs. Its own directory is 合同管理; 园区合同 is its menu too, hung in park's
 * 园区运营 after 场地管理 where the spec lists it.
 */
export const contractManifest = defineManifest({
  id: 'contract',
  dependsOn: ['park'],
  // 编辑合同类型 (a type's name, approval and numbering rule) is the administrator's to keep.
  grantedToEveryone: { except: ['CONTRACT_TYPE_MODIFY'] },
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
        menu('PC_CONTRACT_DRAFT', '合同草稿', {
          children: [
            action('CONTRACT_DRAFT_REMOVE', '删除草稿'),
            // 客户管理: the register of the contracts' other parties, which a contract's author picks from
            // (and adds to) while writing one, so it hangs with the drafts. A page, hidden: the spec's
            // menus under 合同管理 are its four.
            menu('CONTRACT_CLIENT', '客户管理', {
              isHidden: true,
              pathUrl: '/childsPage/contractClient',
              children: [
                action('CONTRACT_CLIENT_ADD', '新增客户'),
                action('CONTRACT_CLIENT_MODIFY', '编辑客户'),
              ],
            }),
            // 合同类型: the organisation's types (出租, 服务, 采购, 其他), each with its numbering rule, its
            // document template and whether it needs approval. A page, hidden like 客户管理.
            menu('CONTRACT_TYPE', '合同类型', {
              isHidden: true,
              pathUrl: '/childsPage/contractType',
              children: [action('CONTRACT_TYPE_MODIFY', '编辑合同类型')],
            }),
          ],
        }),
        menu('PC_CONTRACT_SUBMITTED', '已提交合同', { children: [action('CONTRACT_CANCEL', '作废合同')] }),
        menu('PC_CONTRACT_ARCHIVE', '合同归档'),
        menu('PC_CONTRACT_RENTOUT', '出租合同'),
      ],
      { iconUrl: 'file-text' },
    ),
  ],
  placements: [
    { under: 'PC_PARK_OPERATION', after: 'PC_PARK_VENUE', resources: [menu('PC_PARK_CONTRACT', '园区合同')] },
  ],
});

/**
 * The contract area's permission codes, named once for the console and the server: 客户管理 reads the
 * clients (the picker's search, a client's detail, the paged list); 新增客户 and 编辑客户 write them.
 * 合同类型 reads the types, and so does 合同草稿 (a contract's author picks a type and previews its
 * number); 编辑合同类型 changes one.
 */
export const ContractPermission = definePermissions(contractManifest, {
  clients: 'CONTRACT_CLIENT',
  clientAdd: 'CONTRACT_CLIENT_ADD',
  clientModify: 'CONTRACT_CLIENT_MODIFY',
  drafts: 'PC_CONTRACT_DRAFT',
  types: 'CONTRACT_TYPE',
  typeModify: 'CONTRACT_TYPE_MODIFY',
});
