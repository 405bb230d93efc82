import type { FormInstance } from 'antd';
import { useState } from 'react';
import { messageOf } from './login-rules';

/**
 * Sending an SMS code from a form with a `telephone` field: validates the number first, remembers
 * where the code went, and shows a refusal through `setError`. Returns the resend countdown seconds.
 */
export function useCaptchaSending<Values extends { telephone: string }>(
  form: FormInstance<Values>,
  onSendCaptcha: (telephone: string) => Promise<number>,
  setError: (message: string | undefined) => void,
) {
  const [sentTo, setSentTo] = useState<string>();
  const send = async () => {
    const { telephone } = (await form.validateFields(['telephone'])) as Pick<Values, 'telephone'>;
    setError(undefined);
    try {
      const seconds = await onSendCaptcha(telephone);
      setSentTo(telephone);
      return seconds;
    } catch (failure) {
      setError(messageOf(failure, '验证码发送失败，请稍后再试'));
      throw failure;
    }
  };
  return { sentTo, send };
}
