import { Button, Form } from 'antd';
import { CaptchaField } from './captcha-field';
import { FormStatus } from './form-status';
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
  const [form] = Form.useForm<CaptchaLoginValues>();
  const { submitting, error, setError, run } = useSubmission('登录失败，请稍后再试');
  const { sentTo, send } = useCaptchaSending(form, onSendCaptcha, setError);

  return (
    <Form
      form={form}
      name={FORM_NAME}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => run(() => onSubmit(values))}
    >
      <FormStatus error={error} sentTo={sentTo} />
      <TelephoneField />
      <CaptchaField formName={FORM_NAME} onSend={send} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
