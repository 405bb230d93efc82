import {
  creditCodeCheckCharacter,
  creditCodeProblem,
  normalizeCreditCode,
} from '../../manifests/contracts/credit-code';

/** GB 32100-2015's check character, table-driven (issue 34: the company register checks it). */
describe('统一社会信用代码', () => {
  test.each([
    // Published codes of real bodies, and the standard's worked example.
    ['91350100M000100Y43', '3'],
    ['9144030071526726XG', 'G'],
    ['91110000802100433B', 'B'],
  ])('%s 的校验位是 %s', (code, check) => {
    expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(check);
    expect(creditCodeProblem(code)).toBeUndefined();
  });

  test.each([
    ['', '统一社会信用代码应为 18 位，当前为 0 位'],
    ['91350100M000100Y4', '统一社会信用代码应为 18 位，当前为 17 位'],
    ['91350100M000100Y431', '统一社会信用代码应为 18 位，当前为 19 位'],
    ['91350100M000I00Y43', '统一社会信用代码不能含有「I」（不使用 I、O、S、V、Z）'],
    ['91350100M000100Y4O', '统一社会信用代码不能含有「O」（不使用 I、O、S、V、Z）'],
    ['913501OOM000100Y43', '统一社会信用代码不能含有「O」（不使用 I、O、S、V、Z）'],
    ['91350100m000100Y43', '统一社会信用代码不能含有「m」（不使用 I、O、S、V、Z）'],
    ['X1350100M000100Y43', '统一社会信用代码的第 1 位（登记管理部门）不正确'],
    ['9135A100M000100Y43', '统一社会信用代码的第 3–8 位应为行政区划代码（6 位数字）'],
    // One character changed, the check no longer agrees.
    ['91350100M000100Y44', '统一社会信用代码的校验位不正确，请核对后重新输入'],
    ['91350100M000200Y43', '统一社会信用代码的校验位不正确，请核对后重新输入'],
    ['9144030071526726XH', '统一社会信用代码的校验位不正确，请核对后重新输入'],
  ])('「%s」：%s', (code, problem) => {
    expect(creditCodeProblem(code)).toBe(problem);
  });

  test('每一位改成另一个允许的字符，校验位都能发现', () => {
    const code = '91350100M000100Y43';
    const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    for (let index = 0; index < 17; index += 1) {
      for (const character of alphabet) {
        if (character === code[index]) continue;
        const changed = `${code.slice(0, index)}${character}${code.slice(index + 1)}`;
        expect(creditCodeCheckCharacter(changed.slice(0, 17))).not.toBe('3');
      }
    }
  });

  test('输入时的空格与小写字母先被整理', () => {
    expect(normalizeCreditCode(' 9144 0300 7152 6726xg ')).toBe('9144030071526726XG');
    expect(creditCodeProblem(normalizeCreditCode('9144030071526726xg'))).toBeUndefined();
  });
});
