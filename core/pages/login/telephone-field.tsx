import { MobileOutlined } from '@ant-design/icons';
// The field alone: `Input` from 'antd' brings TextArea, Search, OTP and Group (with Space) to this page.
import Input from 'antd/es/input/Input';
import { LoginField } from './login-field';
import type { FieldInput } from './login-form';

/** 手机号, validated as the server does (login-rules.ts). */
export function TelephoneField({ input, error }: { input: FieldInput; error: string | undefined }) {
  return (
    <LoginField label="手机号" htmlFor={input.id} error={error}>
      <Input
        {...input}
        size="large"
        prefix={<MobileOutlined className="atrium-login__icon" />}
        placeholder="请输入 11 位手机号"
        maxLength={11}
        inputMode="numeric"
        autoComplete="username"
      />
    </LoginField>
  );
}
