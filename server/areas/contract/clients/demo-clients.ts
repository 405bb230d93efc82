import type { ClientCreateBody } from '../../../../manifests/contracts/contract';
import { creditCodeCheckCharacter } from '../../../../manifests/contracts/credit-code';
import { residentIdCheckCharacter } from '../../../../manifests/contracts/resident-id';

/** 星河科技园's settled companies that are already clients (the names of 企业管理's demo). */
export const DEMO_SETTLED_CLIENTS = [
  '深圳星河数据科技有限公司',
  '云图智能（深圳）有限公司',
  '山海餐饮管理有限公司',
];

const withCheck = (first17: string) => first17 + creditCodeCheckCharacter(first17)!;

/** Two outside companies (the park's security and cleaning contractors) and one person. */
export const DEMO_OWN_CLIENTS: ClientCreateBody[] = [
  {
    kind: 'company',
    name: '深圳市鹏安保安服务有限公司',
    creditCode: withCheck('91440300MA5L00101'),
    legalRepresentative: '孔安平',
    contactName: '孔伟',
    telephone: '13725560001',
    address: '深圳市南山区粤海街道科技南路 18 号',
  },
  {
    kind: 'company',
    name: '深圳洁美环境服务有限公司',
    creditCode: withCheck('91440300MA5L00102'),
    legalRepresentative: '方洁',
    contactName: '方敏',
    telephone: '0755-86102233',
    address: '深圳市福田区华强北路 66 号',
  },
  {
    kind: 'person',
    name: '刘建国',
    telephone: '13600001234',
    idNumber: `44030519850615001${residentIdCheckCharacter('44030519850615001')}`,
    address: '深圳市南山区桃园路 8 号',
  },
];
