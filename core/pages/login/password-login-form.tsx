import { LockOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
// Only the password field: `Input` from 'antd' brings TextArea, Search, OTP and Group (with Space).
import Password from 'antd/es/input/Password';
import { FormStatus } from './form-status';
import { passwordRules } from './login-rules';
import { TelephoneField } from './telephone-field';
import { usePrefilledValues } from './use-prefilled-values';
import { useSubmission } from './use-submission';

export interface PasswordLoginValues {
  telephone: string;
  password: string;
}

export interface PasswordLoginFormProps {
  initialTelephone?: string;
  onSubmit(values: PasswordLoginValues): Promise<void>;
  /** Opens the forgotten-password flow with whatever telephone was typed. */
  onForgot(telephone: string | undefined): void;
}

const FORM_NAME = 'password-login';
const PREFILLABLE = ['telephone', 'password'] as const;

/** 密码登录: telephone and password; a refusal shows above the fields and the typed values stay. */
export function PasswordLoginForm({ initialTelephone, onSubmit, onForgot }: PasswordLoginFormProps) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const { submitting, error, run } = useSubmission('登录失败，请稍后再试');
  usePrefilledValues(form, FORM_NAME, PREFILLABLE);
  return (
    <Form
      form={form}
      name={FORM_NAME}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ telephone: initialTelephone }}
      onFinish={(values) => run(() => onSubmit(values))}
    >
      <FormStatus error={error} />
      <TelephoneField />
      <Form.Item label="密码" name="password" rules={passwordRules}>
        <Password
          prefix={<LockOutlined className="atrium-login__icon" />}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <div className="atrium-login__links">
        <Button type="link" size="small" onClick={() => onForgot(form.getFieldValue('telephone'))}>
          忘记密码
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
