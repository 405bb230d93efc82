import { useState } from 'react';
import { prepareFormStatus } from './form-status';
import type { LoginForm } from './login-form';
import { messageOf } from './login-rules';

/**
 * Sending an SMS code from a form with a `telephone` field: judges the number first (nothing is sent,
 * and the button does not count down, while it is wrong), remembers where the code went, and shows a
 * refusal through `setError`. Returns the resend countdown seconds.
 */
export function useCaptchaSending<Values extends { [Name in keyof Values]: string } & { telephone: string }>(
  form: LoginForm<Values>,
  onSendCaptcha: (telephone: string) => Promise<number>,
  setError: (message: string | undefined) => void,
) {
  const [sentTo, setSentTo] = useState<string>();
  const send = async () => {
    const valid = form.validate(['telephone']);
    if (!valid) throw new Error('手机号不正确');
    setError(undefined);
    prepareFormStatus();
    try {
      const seconds = await onSendCaptcha(valid.telephone);
      setSentTo(valid.telephone);
      return seconds;
    } catch (failure) {
      setError(messageOf(failure, '验证码发送失败，请稍后再试'));
      throw failure;
    }
  };
  return { sentTo, send };
}
