/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from the 31 the standard allows (the digits and the
 * capitals but I, O, S, V and Z) — the registering authority (1), the kind of body (1), the
 * administrative division (6 digits), the organisation code (9) and a check character. The check is
 * the standard's weighted sum modulo 31: character i (from 0) weighs 3^i mod 31, and the check
 * character is the one whose value is (31 − sum mod 31) mod 31. The console checks as the member
 * types, the server again on the way in; both use this.
 */

/** The standard's alphabet, in the order of the values 0–30. */
export const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** The weights of the first 17 characters (3^i mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The first character: 1 机构编制, 5 民政, 9 工商 (市场监管), Y 其他 and the others the standard lists. */
const AUTHORITIES = '123456789ABCDEFGNY';

/** The check character the first 17 characters call for, or undefined when one of them is not allowed. */
export function creditCodeCheckCharacter(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_CODE_CHARACTERS.indexOf(first17[index]!);
    if (value < 0) return undefined;
    sum += value * WEIGHTS[index]!;
  }
  return CREDIT_CODE_CHARACTERS[(31 - (sum % 31)) % 31];
}

/**
 * What is wrong with a 统一社会信用代码, in the words a member reads, or undefined when it is valid.
 * Lower-case letters are read as capitals (`normalizeCreditCode`) before this is asked.
 */
export function creditCodeProblem(code: string): string | undefined {
  if (code.length !== 18) return `统一社会信用代码应为 18 位，当前为 ${code.length} 位`;
  const wrong = [...code].find((character) => !CREDIT_CODE_CHARACTERS.includes(character));
  if (wrong !== undefined) return `统一社会信用代码不能含有「${wrong}」（不使用 I、O、S、V、Z）`;
  if (!AUTHORITIES.includes(code[0]!)) return '统一社会信用代码的第 1 位（登记管理部门）不正确';
  if (!/^[0-9]{6}$/.test(code.slice(2, 8))) return '统一社会信用代码的第 3–8 位应为行政区划代码（6 位数字）';
  if (creditCodeCheckCharacter(code.slice(0, 17)) !== code[17])
    return '统一社会信用代码的校验位不正确，请核对后重新输入';
  return undefined;
}

/** As a member may type it: spaces dropped, letters made capitals. */
export function normalizeCreditCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
