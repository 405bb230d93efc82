import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Steps } from 'antd';
import { useState } from 'react';
import { NewPasswordFields } from '../../components/change-password-dialog/new-password-fields';
import { CaptchaField } from './captcha-field';
import { FormStatus } from './form-status';
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

interface ResetValues {
  newPwd: string;
  surePwd: string;
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
        <ResetStep {...props} verified={verified} onRestart={() => setVerified(undefined)} />
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
  const [form] = Form.useForm<VerifyValues>();
  const { submitting, error, setError, run } = useSubmission('验证失败，请稍后再试');
  const { sentTo, send } = useCaptchaSending(form, onSendCaptcha, setError);

  return (
    <Form
      form={form}
      name={VERIFY_FORM}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ telephone: initialTelephone }}
      onFinish={({ telephone, captcha }) =>
        run(async () => onVerified({ telephone, ticket: await onVerify(telephone, captcha) }))
      }
    >
      <FormStatus error={error} sentTo={sentTo} />
      <TelephoneField />
      <CaptchaField formName={VERIFY_FORM} onSend={send} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        下一步
      </Button>
    </Form>
  );
}

function ResetStep({
  verified,
  onReset,
  onDone,
  onRestart,
}: ForgotPasswordPanelProps & { verified: { telephone: string; ticket: string }; onRestart(): void }) {
  const [form] = Form.useForm<ResetValues>();
  const { submitting, error, run } = useSubmission('重置密码失败，请稍后再试');
  return (
    <Form
      form={form}
      name="forgot-reset"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={({ newPwd }) =>
        run(async () => {
          await onReset(verified.ticket, newPwd);
          onDone(verified.telephone);
        })
      }
    >
      <FormStatus error={error} />
      <NewPasswordFields />
      <Flex gap={12}>
        <Button block onClick={onRestart}>
          上一步
        </Button>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Flex>
    </Form>
  );
}
