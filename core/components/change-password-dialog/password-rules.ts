import type { FormRule } from 'antd';

/** The messages of spec §5 "Password change", word for word. */
export const PasswordMessages = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入密码不一致!',
  complexity: '密码必须包含大写、小写、数字和特殊字符，且长度是8位以上',
} as const;

/** Shown under a new-password field, before anything is typed. */
export const COMPLEXITY_HINT = '8 位以上，包含大写字母、小写字母、数字和特殊字符';

/** At least 8 characters, no whitespace, with an uppercase and a lowercase letter, a digit and a special character. */
const COMPLEX_PASSWORD = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{8,}$/;

export function isComplexPassword(value: string): boolean {
  return COMPLEX_PASSWORD.test(value);
}

/**
 * What is wrong with the confirmation, in the order the user needs to hear it: missing, then not the
 * same as the new password, then too weak (the complexity is checked on the confirmed value).
 */
export function confirmPasswordProblem(newPassword: string | undefined, confirmation: string | undefined) {
  if (!confirmation) return PasswordMessages.confirmRequired;
  if (confirmation !== newPassword) return PasswordMessages.mismatch;
  if (!isComplexPassword(confirmation)) return PasswordMessages.complexity;
  return undefined;
}

/**
 * antd rules for a new password and its confirmation; `newField` names the field the confirmation
 * repeats. The confirmation has one validator (mark its Form.Item `required` for the asterisk), so
 * exactly one message shows at a time.
 */
export const newPasswordRules: FormRule[] = [{ required: true, message: PasswordMessages.newRequired }];

export function confirmPasswordRules(newField: string): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator(_rule, value: string | undefined) {
        const problem = confirmPasswordProblem(getFieldValue(newField), value);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    }),
  ];
}
