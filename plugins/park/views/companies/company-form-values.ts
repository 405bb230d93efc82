import { creditCodeProblem, normalizeCreditCode } from '@manifests/contracts/credit-code';
import type {
  CompanyContact,
  CompanyCreateBody,
  CompanyDetail,
  CompanyQualification,
} from '@manifests/contracts/park';
import type { CompanyIndustry, CompanySize, CompanyState } from '@manifests/contracts/park-constants';
import type { FormRule as Rule } from 'antd';

/** What 录入企业's form holds; `state` only when editing. */
export interface CompanyFormValues {
  name: string;
  creditCode: string;
  legalRepresentative: string;
  industry?: CompanyIndustry;
  size?: CompanySize;
  contacts: { name: string; telephone: string; role?: string }[];
  qualifications: CompanyQualification[];
  state?: CompanyState;
}

export const emptyCompanyFormValues = (): CompanyFormValues => ({
  name: '',
  creditCode: '',
  legalRepresentative: '',
  contacts: [{ name: '', telephone: '', role: '' }],
  qualifications: [],
});

/** The saved company as the form edits it: the primary contact first, as it was registered. */
export function companyFormValuesOf(company: CompanyDetail): CompanyFormValues {
  const contacts = [...company.contacts].sort((a, b) => Number(b.primary) - Number(a.primary));
  return {
    name: company.name,
    creditCode: company.creditCode,
    legalRepresentative: company.legalRepresentative,
    industry: company.industry,
    size: company.size,
    contacts: contacts.map(({ name, telephone, role }) => ({ name, telephone, role })),
    qualifications: company.qualifications,
    state: company.state,
  };
}

/** The body the server takes: trimmed, the first contact the primary one. */
export function companyBodyOf(values: CompanyFormValues): CompanyCreateBody {
  const contacts: CompanyContact[] = values.contacts.map((contact, index) => ({
    name: contact.name.trim(),
    telephone: contact.telephone.trim(),
    role: (contact.role ?? '').trim(),
    primary: index === 0,
  }));
  return {
    name: values.name.trim(),
    creditCode: normalizeCreditCode(values.creditCode),
    legalRepresentative: values.legalRepresentative.trim(),
    industry: values.industry!,
    size: values.size!,
    contacts,
    qualifications: values.qualifications.map((qualification) => ({
      name: qualification.name.trim(),
      attachments: qualification.attachments ?? [],
    })),
  };
}

/** The contract's telephone (a mobile number, or a landline with its area code). */
const TELEPHONE = /^(1[3-9][0-9]{9}|0[0-9]{2,3}-[0-9]{7,8}(-[0-9]{1,6})?)$/;

/** The form's checks, in the server's words. */
export const companyRules = {
  name: [{ required: true, whitespace: true, message: '请输入企业名称' }] as Rule[],
  creditCode: [
    { required: true, whitespace: true, message: '请输入统一社会信用代码' },
    {
      validator: async (_: unknown, value: string | undefined) => {
        const code = normalizeCreditCode(value ?? '');
        if (code === '') return;
        const problem = creditCodeProblem(code);
        if (problem) throw new Error(problem);
      },
    },
  ] as Rule[],
  legalRepresentative: [{ required: true, whitespace: true, message: '请输入法定代表人' }] as Rule[],
  industry: [{ required: true, message: '请选择所属行业' }] as Rule[],
  size: [{ required: true, message: '请选择企业规模' }] as Rule[],
  contactName: [{ required: true, whitespace: true, message: '请输入联系人姓名' }] as Rule[],
  telephone: [
    { required: true, whitespace: true, message: '请输入联系电话' },
    { pattern: TELEPHONE, message: '请输入手机号，或带区号的座机号（如 0755-86001234）' },
  ] as Rule[],
  qualificationName: [{ required: true, whitespace: true, message: '请输入资质名称' }] as Rule[],
};
