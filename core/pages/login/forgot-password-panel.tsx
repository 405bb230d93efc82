import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Steps } from 'antd';
import { useState } from 'react';
import { CaptchaField } from './captcha-field';
import { FormStatus } from './form-status';
import { useLoginForm } from './login-form';
import { TELEPHONE_CAPTCHA_FIELDS } from './login-rules';
import { ResetPasswordStep } from './reset-password-step';
import { TelephoneField } from './telephone-field';
import { useCaptchaSending } from './use-captcha-sending';
import { useSubmission } from './use-submission';

export interface ForgotPasswordPanelProps {
  initialTelephone?: string;
  onSendCaptcha(telephone: string): Promise<number>;
  /** Exchanges telephone and SMS code for a reset ticket. */
  onVerify(telephone: string, captcha: string): Promise<string>;
  onReset(ticket: string, password: string): Promise<void>;
  /** The password was reset; back to password login for this telephone. */
  onDone(telephone: string): void;
  onBack(): void;
}

interface VerifyValues {
  telephone: string;
  captcha: string;
}

const VERIFY_FORM = 'forgot-verify';

/** 忘记密码: prove the telephone with an SMS code, then set a new password (same rule as 修改密码). */
export function ForgotPasswordPanel(props: ForgotPasswordPanelProps) {
  const [verified, setVerified] = useState<{ telephone: string; ticket: string }>();
  return (
    <div className="atrium-login__forgot">
      <Steps
        className="atrium-login__steps"
        size="small"
        current={verified ? 1 : 0}
        items={[{ title: '验证手机号' }, { title: '设置新密码' }]}
      />
      {verified ? (
        <ResetPasswordStep
          onReset={async (password) => {
            await props.onReset(verified.ticket, password);
            props.onDone(verified.telephone);
          }}
          onRestart={() => setVerified(undefined)}
        />
      ) : (
        <VerifyStep {...props} onVerified={setVerified} />
      )}
      <Button className="atrium-login__back" type="link" icon={<ArrowLeftOutlined />} onClick={props.onBack}>
        返回登录
      </Button>
    </div>
  );
}

function VerifyStep({
  initialTelephone,
  onSendCaptcha,
  onVerify,
  onVerified,
}: ForgotPasswordPanelProps & { onVerified(verified: { telephone: string; ticket: string }): void }) {
  const form = useLoginForm<VerifyValues>(VERIFY_FORM, TELEPHONE_CAPTCHA_FIELDS, {
    telephone: initialTelephone,
  });
  const { submitting, error, setError, run } = useSubmission('验证失败，请稍后再试');
  const { sentTo, send } = useCaptchaSending(form, onSendCaptcha, setError);

  return (
    <form
      id={VERIFY_FORM}
      className="atrium-login__form"
      noValidate
      onSubmit={form.submitWith(({ telephone, captcha }) =>
        run(async () => onVerified({ telephone, ticket: await onVerify(telephone, captcha) })),
      )}
    >
      <FormStatus error={error} sentTo={sentTo} />
      <TelephoneField input={form.input('telephone')} error={form.errors.telephone} />
      <CaptchaField input={form.input('captcha')} error={form.errors.captcha} onSend={send} />
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        下一步
      </Button>
    </form>
  );
}
