import { type FieldRule, type FieldSpecs, matches, required } from './login-form';

/** A mainland mobile number, as the server accepts it: 11 digits starting with 1. */
export const TELEPHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The SMS code the server sends: six digits. */
export const CAPTCHA_PATTERN = /^\d{6}$/;

export const LoginMessages = {
  telephoneRequired: '请输入手机号',
  telephoneInvalid: '请输入正确的 11 位手机号',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  captchaInvalid: '验证码为 6 位数字',
} as const;

/** The format is judged when the field is left (or on submit), not on every digit typed. */
export const telephoneRules: readonly FieldRule<unknown>[] = [
  required(LoginMessages.telephoneRequired),
  matches(TELEPHONE_PATTERN, LoginMessages.telephoneInvalid, true),
];

export const passwordRules: readonly FieldRule<unknown>[] = [required(LoginMessages.passwordRequired)];

export const captchaRules: readonly FieldRule<unknown>[] = [
  required(LoginMessages.captchaRequired),
  matches(CAPTCHA_PATTERN, LoginMessages.captchaInvalid),
];

/** A telephone and the SMS code sent to it: 验证码登录, and the first step of 忘记密码. */
export const TELEPHONE_CAPTCHA_FIELDS: FieldSpecs<{ telephone: string; captcha: string }> = {
  telephone: { rules: telephoneRules },
  captcha: { rules: captchaRules },
};

/** The message to show for a failed call: the server's refusal, or a fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** 138****0001: where a code was sent, without showing the whole number. */
export function maskTelephone(telephone: string): string {
  return telephone.length === 11 ? `${telephone.slice(0, 3)}****${telephone.slice(7)}` : telephone;
}
