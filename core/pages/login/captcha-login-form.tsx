import { Button } from 'antd';
import { CaptchaField } from './captcha-field';
import { FormStatus } from './form-status';
import { useLoginForm } from './login-form';
import { TELEPHONE_CAPTCHA_FIELDS } from './login-rules';
import { TelephoneField } from './telephone-field';
import { useCaptchaSending } from './use-captcha-sending';
import { useSubmission } from './use-submission';

export interface CaptchaLoginValues {
  telephone: string;
  captcha: string;
}

export interface CaptchaLoginFormProps {
  /** Sends the SMS code; resolves with the seconds before it may be sent again. */
  onSendCaptcha(telephone: string): Promise<number>;
  onSubmit(values: CaptchaLoginValues): Promise<void>;
}

const FORM_NAME = 'captcha-login';

/** 验证码登录: telephone, then the SMS code; refusals show above the fields and the values stay. */
export function CaptchaLoginForm({ onSendCaptcha, onSubmit }: CaptchaLoginFormProps) {
  const form = useLoginForm<CaptchaLoginValues>(FORM_NAME, TELEPHONE_CAPTCHA_FIELDS);
  const { submitting, error, setError, run } = useSubmission('登录失败，请稍后再试');
  const { sentTo, send } = useCaptchaSending(form, onSendCaptcha, setError);

  return (
    <form
      id={FORM_NAME}
      className="atrium-login__form"
      noValidate
      onSubmit={form.submitWith((values) => run(() => onSubmit(values)))}
    >
      <FormStatus error={error} sentTo={sentTo} />
      <TelephoneField input={form.input('telephone')} error={form.errors.telephone} />
      <CaptchaField input={form.input('captcha')} error={form.errors.captcha} onSend={send} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </form>
  );
}
