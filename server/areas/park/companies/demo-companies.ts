import { creditCodeCheckCharacter } from '../../../../manifests/contracts/credit-code';
import type { CompanyCreateBody, CompanyIndustry, CompanySize } from '../../../../manifests/contracts/park';

/** 星河科技园's tenants: [name, legal representative, industry, size, contact, telephone, role]. */
const TENANTS: readonly [string, string, CompanyIndustry, CompanySize, string, string, string][] = [
  [
    '深圳星河数据科技有限公司',
    '周启明',
    'information_technology',
    'medium',
    '林晓',
    '13912340001',
    '行政经理',
  ],
  [
    '云图智能（深圳）有限公司',
    '陈思远',
    'information_technology',
    'small',
    '黄蕾',
    '13912340002',
    '总经理助理',
  ],
  ['蓝海生物医药有限公司', '许文博', 'biomedicine', 'medium', '郑洁', '13912340003', '行政主管'],
  ['山海餐饮管理有限公司', '何海山', 'catering', 'small', '何小川', '13912340004', '店长'],
  ['深圳极光新能源科技有限公司', '罗振华', 'new_energy', 'medium', '宋佳', '13912340005', '综合部主管'],
  ['前海致远融资租赁有限公司', '梁志远', 'finance', 'small', '邓敏', '0755-86001205', '财务经理'],
  ['深圳青禾文化传媒有限公司', '唐青禾', 'culture_media', 'micro', '唐小禾', '13912340007', '创始人'],
  [
    '鹏城精密制造股份有限公司',
    '韩立新',
    'advanced_manufacturing',
    'large',
    '冯涛',
    '13912340008',
    '行政总监',
  ],
  [
    '深圳知行企业管理咨询有限公司',
    '苏知行',
    'professional_services',
    'micro',
    '苏婷',
    '13912340009',
    '合伙人',
  ],
  ['南山云仓物流有限公司', '曹运达', 'logistics', 'small', '曹阳', '13912340010', '仓储经理'],
  ['深圳优选商贸有限公司', '杜优', 'commerce', 'small', '杜佳琪', '13912340011', '运营主管'],
  ['深圳深蓝软件有限公司', '袁深', 'information_technology', 'small', '袁丽', '13912340012', '人事经理'],
  ['华康医疗器械（深圳）有限公司', '彭华康', 'biomedicine', 'small', '彭宇', '13912340013', '行政专员'],
  ['深圳启航教育科技有限公司', '蒋启航', 'information_technology', 'micro', '蒋媛', '13912340014', '总经理'],
  ['星辰光电科技有限公司', '沈星辰', 'advanced_manufacturing', 'medium', '沈悦', '13912340015', '厂务经理'],
  [
    '深圳信达会计师事务所有限公司',
    '吕信达',
    'professional_services',
    'small',
    '吕娜',
    '0755-86001216',
    '所长助理',
  ],
  ['深圳绿源环保科技有限公司', '魏绿源', 'new_energy', 'small', '魏明', '13912340017', '项目经理'],
  ['深圳墨白设计有限公司', '白墨', 'culture_media', 'micro', '白雪', '13912340018', '设计总监'],
  [
    '鲲鹏芯片设计（深圳）有限公司',
    '马鲲',
    'information_technology',
    'medium',
    '马骁',
    '13912340019',
    '行政经理',
  ],
  ['深圳万象供应链管理有限公司', '钟万象', 'logistics', 'medium', '钟琳', '13912340020', '商务经理'],
  ['深圳禾田餐饮有限公司', '田禾', 'catering', 'micro', '田甜', '13912340021', '店长'],
  ['深圳安信保险经纪有限公司', '段安信', 'finance', 'small', '段雨', '13912340022', '综合部经理'],
  ['深圳智造机器人有限公司', '范智', 'advanced_manufacturing', 'small', '范琳', '13912340023', '行政主管'],
  ['深圳南岭贸易有限公司', '叶南岭', 'commerce', 'micro', '叶青', '13912340024', '总经理'],
  ['深圳和光法律咨询有限公司', '江和光', 'professional_services', 'micro', '江月', '13912340025', '主任'],
];

/** The demo companies that have left the park (已迁出), their history kept. */
export const DEMO_MOVED_OUT = ['深圳和光法律咨询有限公司', '深圳南岭贸易有限公司'];

/** A valid 统一社会信用代码 of a company registered in 深圳 (440300), numbered `n`. */
export function demoCreditCode(n: number): string {
  const first17 = `91440300MA5G${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckCharacter(first17)!;
}

/** 星河科技园's 25 demo companies, each with its contact, the larger ones with 法定代表人 as a second. */
export const DEMO_COMPANIES: CompanyCreateBody[] = TENANTS.map(
  ([name, legalRepresentative, industry, size, contact, telephone, role], index) => ({
    name,
    creditCode: demoCreditCode(index + 1),
    legalRepresentative,
    industry,
    size,
    contacts: [
      { name: contact, telephone, role, primary: true },
      ...(size === 'medium' || size === 'large'
        ? [
            {
              name: legalRepresentative,
              telephone: `1371234${String(index + 1).padStart(4, '0')}`,
              role: '法定代表人',
            },
          ]
        : []),
    ],
    qualifications: [],
  }),
);
