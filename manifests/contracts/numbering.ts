/**
 * Numbering rules (编号规则) as plain values and pure functions: the server's numbering service
 * (`server/platform/numbering/`) takes numbers by them, and a console form editing a rule may check it
 * and preview its numbers with the same code.
 *
 * A number is `prefix` · date part · sequence, joined by `separator` (parts left empty are skipped):
 * `HT-2026-0007`, or `202611240001` for 审批编号. The sequence counts per organisation, rule key and
 * period (the reset), from 1, without gaps.
 */

/** The calendar date written into the number (in the organisation's time zone). */
export const NUMBER_DATE_PARTS = ['none', 'year', 'month', 'day'] as const;
export type NumberDatePart = (typeof NUMBER_DATE_PARTS)[number];

/** When the sequence starts again from 1. */
export const NUMBER_RESETS = ['never', 'yearly', 'monthly', 'daily'] as const;
export type NumberReset = (typeof NUMBER_RESETS)[number];

export const NUMBER_SEPARATORS = ['', '-', '_', '/'] as const;
export type NumberSeparator = (typeof NUMBER_SEPARATORS)[number];

export const NUMBER_PREFIX_MAX = 20;
export const NUMBER_WIDTH_MIN = 1;
export const NUMBER_WIDTH_MAX = 12;
export const NUMBER_KEY_MAX = 60;

export interface NumberRule {
  /**
   * Whose counters these are, namespaced by the owning area (`approval.serial`, `contract.no`): two
   * rules with one key share their counters, so a key names one series of numbers.
   */
  key: string;
  /** Written first; may be empty. Chinese characters, letters, digits and `- _ / .`. */
  prefix: string;
  datePart: NumberDatePart;
  /**
   * The sequence's digits, zero-padded (1–12). A sequence past them takes more digits (width 4:
   * `9999`, then `10000`): numbers stay unique, and no take is ever refused for running out.
   */
  width: number;
  /** A reset needs a date part that shows its period, or the numbers of two periods would repeat. */
  reset: NumberReset;
  /** Between the parts; none by default. */
  separator?: NumberSeparator;
}

/** What is wrong with a rule: the field and a sentence for the person who wrote it. */
export interface NumberRuleProblem {
  field: 'key' | 'prefix' | 'datePart' | 'width' | 'reset' | 'separator';
  message: string;
}

const KEY = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
const PREFIX = /^[\p{Script=Han}A-Za-z0-9_\-/.]*$/u;

/** How fine each date part is, and how fine a period each reset needs written in the number. */
const DATE_PART_FINENESS: Record<NumberDatePart, number> = { none: 0, year: 1, month: 2, day: 3 };
const RESET_FINENESS: Record<NumberReset, number> = { never: 0, yearly: 1, monthly: 2, daily: 3 };
const RESET_NEEDS: Record<Exclude<NumberReset, 'never'>, string> = {
  yearly: '按年重置的编号须包含年份（年、年月或年月日），否则每年的编号会重复',
  monthly: '按月重置的编号须包含年月（年月或年月日），否则每月的编号会重复',
  daily: '按天重置的编号须包含年月日，否则每天的编号会重复',
};

/** The first problem of `rule`, or undefined when it is a rule numbers can be taken by. */
export function numberRuleProblem(rule: NumberRule): NumberRuleProblem | undefined {
  if (typeof rule.key !== 'string' || rule.key.length > NUMBER_KEY_MAX || !KEY.test(rule.key)) {
    return {
      field: 'key',
      message: `编号规则标识须为「区域.名称」形式（小写字母、数字或 -，不超过 ${NUMBER_KEY_MAX} 个字符）`,
    };
  }
  if (typeof rule.prefix !== 'string' || [...rule.prefix].length > NUMBER_PREFIX_MAX) {
    return { field: 'prefix', message: `编号前缀不能超过 ${NUMBER_PREFIX_MAX} 个字符` };
  }
  if (!PREFIX.test(rule.prefix)) {
    return { field: 'prefix', message: '编号前缀只能包含汉字、字母、数字和 - _ / . 符号' };
  }
  if (!NUMBER_DATE_PARTS.includes(rule.datePart)) {
    return { field: 'datePart', message: '日期部分须为不含日期、年、年月或年月日' };
  }
  if (!Number.isInteger(rule.width) || rule.width < NUMBER_WIDTH_MIN || rule.width > NUMBER_WIDTH_MAX) {
    return {
      field: 'width',
      message: `流水号位数须为 ${NUMBER_WIDTH_MIN}–${NUMBER_WIDTH_MAX} 之间的整数`,
    };
  }
  if (!NUMBER_RESETS.includes(rule.reset)) {
    return { field: 'reset', message: '重置周期须为不重置、每年、每月或每天' };
  }
  if (rule.reset !== 'never' && DATE_PART_FINENESS[rule.datePart] < RESET_FINENESS[rule.reset]) {
    return { field: 'reset', message: RESET_NEEDS[rule.reset] };
  }
  if (rule.separator !== undefined && !NUMBER_SEPARATORS.includes(rule.separator)) {
    return { field: 'separator', message: '分隔符只能是 -、_、/ 或不用分隔符' };
  }
  return undefined;
}

/** A calendar day `YYYY-MM-DD`, split. */
function dayParts(day: string): { year: string; month: string; date: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  return { year: match[1]!, month: match[2]!, date: match[3]! };
}

/** The period whose counter a take on `day` advances: `''` (never reset), `2026`, `2026-11` or `2026-11-24`. */
export function numberPeriod(rule: Pick<NumberRule, 'reset'>, day: string): string {
  const { year, month, date } = dayParts(day);
  switch (rule.reset) {
    case 'never':
      return '';
    case 'yearly':
      return year;
    case 'monthly':
      return `${year}-${month}`;
    case 'daily':
      return `${year}-${month}-${date}`;
  }
}

/** The number a rule gives the `sequence`-th take of its period, taken on calendar day `day`. */
export function formatNumber(
  rule: Pick<NumberRule, 'prefix' | 'datePart' | 'width' | 'separator'>,
  day: string,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error(`not a sequence: ${sequence}`);
  const { year, month, date } = dayParts(day);
  const datePart = { none: '', year, month: `${year}${month}`, day: `${year}${month}${date}` }[rule.datePart];
  return [rule.prefix, datePart, String(sequence).padStart(rule.width, '0')]
    .filter((part) => part !== '')
    .join(rule.separator ?? '');
}
