import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// Only the password field: `Input` from 'antd' brings TextArea, Search, OTP and Group (with Space).
import Password from 'antd/es/input/Password';
import { FormStatus } from './form-status';
import { LoginField } from './login-field';
import { type FieldSpecs, useLoginForm } from './login-form';
import { passwordRules, telephoneRules } from './login-rules';
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
const FIELDS: FieldSpecs<PasswordLoginValues> = {
  telephone: { rules: telephoneRules },
  password: { rules: passwordRules },
};

/** 密码登录: telephone and password; a refusal shows above the fields and the typed values stay. */
export function PasswordLoginForm({ initialTelephone, onSubmit, onForgot }: PasswordLoginFormProps) {
  const form = useLoginForm(FORM_NAME, FIELDS, { telephone: initialTelephone });
  const { submitting, error, run } = useSubmission('登录失败，请稍后再试');
  const submit = form.submitWith((values) => run(() => onSubmit(values)));
  usePrefilledValues(form, submit);
  const password = form.input('password');
  return (
    <form id={FORM_NAME} className="atrium-login__form" noValidate onSubmit={submit}>
      <FormStatus error={error} />
      <TelephoneField input={form.input('telephone')} error={form.errors.telephone} />
      <LoginField label="密码" htmlFor={password.id} error={form.errors.password}>
        <Password
          {...password}
          size="large"
          prefix={<LockOutlined className="atrium-login__icon" />}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
      </LoginField>
      <div className="atrium-login__links">
        <Button
          type="link"
          size="small"
          onClick={() => onForgot(form.current.current.telephone || undefined)}
        >
          忘记密码
        </Button>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </form>
  );
}
