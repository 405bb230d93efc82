import { dateOf, dayOf } from '@core/crud/schema-form/date-value';
import { requiredMessage, rulesOf } from '@core/crud/schema-form/schema-rules';
import type { FieldKind, FieldSchema } from '@core/crud/schema-form/schema-types';
import {
  amountText,
  formatAmountIn,
  formatFen,
  isMalformedAmount,
  parseAmountIn,
  parseYuan,
} from '@core/format/money';
import type { FormRule } from 'antd';
import dayjs from 'dayjs';

/** What a field's rules say of `value`: the first message, or undefined when it passes. */
async function problemOf(field: FieldSchema, value: unknown): Promise<string | undefined> {
  for (const rule of rulesOf(field) as Exclude<FormRule, (...args: never[]) => unknown>[]) {
    if (rule.required && !rule.validator) {
      const blank =
        value === undefined ||
        value === null ||
        (typeof value === 'string' && (rule.whitespace ? value.trim() === '' : value === '')) ||
        (Array.isArray(value) && value.length === 0);
      if (blank) return String(rule.message);
    }
    if (typeof value === 'string' && rule.max !== undefined && value.length > rule.max)
      return String(rule.message);
    if (Array.isArray(value) && rule.type === 'array') {
      if (rule.max !== undefined && value.length > rule.max) return String(rule.message);
      if (rule.min !== undefined && value.length < rule.min) return String(rule.message);
    }
    if (rule.validator) {
      try {
        await rule.validator(rule as never, value, () => undefined);
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return undefined;
}

describe('amounts: yuan typed, cents held', () => {
  it.each([
    ['0.1', 10],
    ['0.2', 20],
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    ['0', 0],
    ['-0', 0],
    ['-0.00', 0],
    ['-12.34', -1234],
    ['+8', 800],
    [' 007.10 ', 710],
    ['90071992547409.91', 9007199254740991],
  ])('%j is %d cents', (text, cents) => {
    expect(Object.is(parseYuan(text), cents)).toBe(true);
  });

  it.each([
    '0.005',
    '1.234',
    '',
    '.5',
    '5.',
    '1e3',
    '1,234.56',
    '¥12',
    'abc',
    '12 .5',
    'NaN',
    '90071992547409.92',
  ])('%j is not an amount', (text) => {
    expect(parseYuan(text)).toBeUndefined();
  });

  it('adds without drift: 0.1 + 0.2 is 0.30', () => {
    expect(formatFen(parseYuan('0.1')! + parseYuan('0.2')!)).toBe('0.30');
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456, '1234.56'],
    [-123400, '-1234.00'],
    [9007199254740991, '90071992547409.91'],
  ])('%d cents show as %j', (cents, text) => {
    expect(formatFen(cents)).toBe(text);
    expect(parseYuan(text)).toBe(cents);
  });

  it.each([
    [1000000, '1.00'],
    [1500000, '1.50'],
    [1234567, '1.234567'],
    [1, '0.000001'],
    [-2500000, '-2.50'],
    [0, '0.00'],
  ])('%d cents show in 万元 as %j, and back exactly', (cents, text) => {
    expect(formatAmountIn(cents, '万元')).toBe(text);
    expect(parseAmountIn(text, '万元')).toBe(cents);
    expect(amountText(cents, '万元')).toBe(`${text} 万元`);
  });

  it('takes at most six decimals in 万元, and still two in 元', () => {
    expect(parseAmountIn('0.0000001', '万元')).toBeUndefined();
    expect(parseAmountIn('0.1', '万元')).toBe(100000);
    expect(parseAmountIn('0.001', '元')).toBeUndefined();
    expect(amountText(123456)).toBe('1234.56 元');
  });

  it('refuses to show what is not a whole number of cents', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(isMalformedAmount(Number.NaN)).toBe(true);
    expect(isMalformedAmount(0)).toBe(false);
  });
});

describe('dates: kept as YYYY-MM-DD', () => {
  it('turns the kept text into the picker value and back', () => {
    expect(dateOf(dayOf('2026-03-02'))).toBe('2026-03-02');
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('')).toBeNull();
    expect(dayOf(undefined)).toBeNull();
    expect(dateOf(dayjs('2026-12-31T23:00:00'))).toBe('2026-12-31');
    expect(dateOf(null)).toBeUndefined();
  });
});

describe('rulesOf', () => {
  const field = (kind: FieldKind, more: Partial<FieldSchema> = {}): FieldSchema => ({
    name: 'f',
    label: '字段',
    kind,
    ...more,
  });

  it.each<[FieldKind, string]>([
    ['text', '请输入字段'],
    ['textarea', '请输入字段'],
    ['number', '请输入字段'],
    ['amount', '请输入字段'],
    ['date', '请选择字段'],
    ['dateRange', '请选择字段'],
    ['select', '请选择字段'],
    ['multiSelect', '请选择字段'],
    ['member', '请选择字段'],
    ['department', '请选择字段'],
    ['attachment', '请上传字段'],
  ])('a required %s asks 「%s」 when left empty', async (kind, message) => {
    expect(requiredMessage(field(kind))).toBe(message);
    const empty = ['multiSelect', 'attachment'].includes(kind) ? [] : undefined;
    expect(await problemOf(field(kind, { required: true }), empty)).toBe(message);
    expect(await problemOf(field(kind), empty)).toBeUndefined();
  });

  it('takes blank text as no answer', async () => {
    expect(await problemOf(field('text', { required: true }), '   ')).toBe('请输入字段');
    expect(await problemOf(field('textarea', { required: true }), '说明')).toBeUndefined();
  });

  it('uses the words an area gives', async () => {
    const staff = field('text', { label: '学历', required: true, messages: { required: '请填写「学历」' } });
    expect(await problemOf(staff, '')).toBe('请填写「学历」');
  });

  it('limits the length of text', async () => {
    const text = field('text', { maxLength: 3 });
    expect(await problemOf(text, 'abcd')).toBe('字段不能超过 3 个字符');
    expect(await problemOf(text, 'abc')).toBeUndefined();
  });

  it('bounds numbers, and amounts in their unit', async () => {
    const number = field('number', { min: 1, max: 10 });
    expect(await problemOf(number, 0)).toBe('字段不能小于 1');
    expect(await problemOf(number, 11)).toBe('字段不能大于 10');
    expect(await problemOf(number, 10)).toBeUndefined();
    const amount = field('amount', { label: '金额', min: 0, max: 100000 });
    expect(await problemOf(amount, 100001)).toBe('金额不能大于 1000.00 元');
    expect(await problemOf(amount, -1)).toBe('金额不能小于 0.00 元');
    expect(await problemOf(amount, Number.NaN)).toBe('金额须为金额，最多两位小数');
    expect(await problemOf(amount, 100000)).toBeUndefined();
    const large = field('amount', { label: '预算', unit: '万元', max: 1500000 });
    expect(await problemOf(large, 1500001)).toBe('预算不能大于 1.50 万元');
    expect(await problemOf(large, Number.NaN)).toBe('预算须为金额，最多六位小数');
  });

  it('counts the items of lists', async () => {
    expect(await problemOf(field('multiSelect', { max: 2 }), ['a', 'b', 'c'])).toBe('字段最多选择 2 项');
    expect(await problemOf(field('multiSelect', { min: 2 }), ['a'])).toBe('字段至少选择 2 项');
    expect(await problemOf(field('attachment', { max: 1 }), [{}, {}])).toBe('字段最多上传 1 个');
  });

  it('asks for both ends of a required range', async () => {
    const range = field('dateRange', { required: true });
    expect(await problemOf(range, ['2026-03-01', undefined])).toBe('请选择字段');
    expect(await problemOf(range, ['2026-03-01', '2026-03-05'])).toBeUndefined();
  });

  it("appends the field's own rules, and gives a description none", async () => {
    const own: FormRule = { validator: () => Promise.reject(new Error('自定义')) };
    expect(await problemOf(field('text', { rules: [own] }), 'x')).toBe('自定义');
    expect(rulesOf(field('description', { required: true }))).toEqual([]);
  });
});
