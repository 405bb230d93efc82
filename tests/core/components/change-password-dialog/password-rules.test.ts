import {
  confirmPasswordProblem,
  isComplexPassword,
  PasswordMessages,
} from '@core/components/change-password-dialog/password-rules';

describe('password rules', () => {
  it('accepts 8+ characters with upper, lower, digit and special character', () => {
    expect(isComplexPassword('Atrium@2026')).toBe(true);
    expect(isComplexPassword('aB3$efgh')).toBe(true);
  });

  it.each([
    ['too short', 'aB3$efg'],
    ['no uppercase', 'atrium@2026'],
    ['no lowercase', 'ATRIUM@2026'],
    ['no digit', 'Atrium@abcd'],
    ['no special character', 'Atrium2026x'],
    ['whitespace', 'Atrium @2026'],
  ])('refuses a password with %s', (_why, password) => {
    expect(isComplexPassword(password)).toBe(false);
  });

  it('judges the confirmation: missing, then mismatch, then complexity', () => {
    expect(confirmPasswordProblem('Atrium@2026', '')).toBe(PasswordMessages.confirmRequired);
    expect(confirmPasswordProblem('Atrium@2026', 'Atrium@2027')).toBe('两次输入密码不一致!');
    expect(confirmPasswordProblem('weak', 'weak')).toBe(
      '密码必须包含大写、小写、数字和特殊字符，且长度是8位以上',
    );
    expect(confirmPasswordProblem('Atrium@2026', 'Atrium@2026')).toBeUndefined();
  });
});
