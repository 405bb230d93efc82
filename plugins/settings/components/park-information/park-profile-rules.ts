import type { FormRule } from 'antd';
import type { OwnerInfo, OwnerInfoChanges } from '../../api/owner-api';

/**
 * 园区详情's client-side checks, mirroring the server's (server/routes/enterprise/owner-routes.ts) so
 * that a mistake is pointed out on its field before anything is sent; the server checks again.
 */

/** What the form edits: the profile as typed (the area as InputNumber gives it). */
export interface ParkProfileValues {
  name: string;
  shortName: string;
  address: string;
  area: number | null;
  contactName: string;
  contactPhone: string;
  introduction: string;
  logoUrl: string;
}

export const AREA_MAX = 99_999_999.99;

export const maxLengths = {
  name: 64,
  shortName: 20,
  address: 100,
  contactName: 20,
  introduction: 2000,
} as const;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;
const INVISIBLE_CHARACTER = /^[\p{Cc}\p{Cf}\p{Cs}]$/u;
const LINE_BREAKS = new Set(['\n', '\r', '\t']);

/** As INVISIBLE, but line breaks and tabs belong to text over several lines. */
const hasInvisibleBesidesLineBreaks = (text: string): boolean =>
  Array.from(text).some((char) => !LINE_BREAKS.has(char) && INVISIBLE_CHARACTER.test(char));
const ANGLE_BRACKETS = /[<>]/;
const CONTACT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?)$/;

/** Rules for text the server stores as typed, without markup or invisible characters. */
function plainTextRules(label: string, max: number, multiline = false): FormRule[] {
  const hasInvisible = multiline ? hasInvisibleBesidesLineBreaks : (text: string) => INVISIBLE.test(text);
  return [
    { max, message: `${label}不能超过 ${max} 个字符` },
    {
      validator: async (_rule, value: string | undefined) => {
        if (value && ANGLE_BRACKETS.test(value)) throw new Error(`${label}不能包含尖括号 < >`);
        if (value && hasInvisible(value))
          throw new Error(multiline ? `${label}不能包含不可见字符` : `${label}不能换行或包含不可见字符`);
      },
    },
  ];
}

/** Whether the number has at most two decimals, as the server's numeric(12, 2) column keeps. */
const hasAtMostTwoDecimals = (value: number): boolean => /^\d+(\.\d{1,2})?$/.test(String(value));

export const parkProfileRules: Record<Exclude<keyof ParkProfileValues, 'logoUrl'>, FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: '请输入园区名称' },
    ...plainTextRules('园区名称', maxLengths.name),
  ],
  shortName: plainTextRules('园区简称', maxLengths.shortName),
  address: plainTextRules('园区地址', maxLengths.address),
  area: [
    {
      validator: async (_rule, value: number | null | undefined) => {
        if (value === null || value === undefined) return;
        if (value < 0 || value > AREA_MAX) throw new Error('园区面积应在 0 到 99,999,999.99 平方米之间');
        if (!hasAtMostTwoDecimals(value)) throw new Error('园区面积最多保留两位小数');
      },
    },
  ],
  contactName: plainTextRules('联系人', maxLengths.contactName),
  contactPhone: [
    {
      validator: async (_rule, value: string | undefined) => {
        const phone = value?.trim() ?? '';
        if (phone !== '' && !CONTACT_PHONE.test(phone))
          throw new Error('请输入正确的手机号或座机号，如 13800000000 或 0755-86001234');
      },
    },
  ],
  introduction: plainTextRules('园区简介', maxLengths.introduction, true),
};

export function valuesOf(info: OwnerInfo): ParkProfileValues {
  const { uniqueId: _uniqueId, ...values } = info;
  return values;
}

/**
 * What is sent: every field, one-line texts trimmed, the introduction without trailing blank lines
 * or Windows line ends, and an empty area as null (clears it).
 */
export function changesOf(values: ParkProfileValues): Required<OwnerInfoChanges> {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    name: text(values.name),
    shortName: text(values.shortName),
    address: text(values.address),
    area: values.area ?? null,
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
    introduction: (values.introduction ?? '').replace(/\r\n?/g, '\n').trim(),
    logoUrl: values.logoUrl ?? '',
  };
}

/** 125,000.5 m² → "125,000.50 平方米"; nothing for no area. */
export function formatArea(area: number | null): string {
  if (area === null) return '';
  return `${area.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 平方米`;
}
