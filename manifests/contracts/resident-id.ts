/**
 * 公民身份号码 (GB 11643-1999): 18 characters — the address code (6 digits), the date of birth
 * (8 digits, YYYYMMDD), a sequence number (3 digits) and a check character. The check is ISO 7064
 * MOD 11-2: digit i (from 0) weighs 2^(17 − i) mod 11, and the check character is `10X98765432` at the
 * sum modulo 11. The console checks as the member types, the server again on the way in; both use this.
 */

/** The weights of the first 17 digits (2^(17 − i) mod 11). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** The check character the first 17 digits call for, or undefined when they are not 17 digits. */
export function residentIdCheckCharacter(first17: string): string | undefined {
  if (!/^[0-9]{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * WEIGHTS[index]!;
  return CHECK_CHARACTERS[sum % 11];
}

/** Whether `YYYYMMDD` is a day of the calendar, from 1900 on. */
function isBirthDay(text: string): boolean {
  const [year, month, day] = [Number(text.slice(0, 4)), Number(text.slice(4, 6)), Number(text.slice(6, 8))];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What is wrong with a 身份证号, in the words a member reads, or undefined when it is valid. A lower-case
 * x is read as X (`normalizeResidentId`) before this is asked.
 */
export function residentIdProblem(id: string): string | undefined {
  if (id.length !== 18) return `身份证号应为 18 位，当前为 ${id.length} 位`;
  if (!/^[0-9]{17}[0-9X]$/.test(id)) return '身份证号的前 17 位应为数字，最后一位为数字或 X';
  if (!isBirthDay(id.slice(6, 14))) return '身份证号的第 7–14 位应为有效的出生日期';
  if (residentIdCheckCharacter(id.slice(0, 17)) !== id[17]) return '身份证号的校验位不正确，请核对后重新输入';
  return undefined;
}

/** As a member may type it: spaces dropped, a lower-case x made X. */
export function normalizeResidentId(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
