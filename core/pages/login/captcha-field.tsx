import { SafetyOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import Input from 'antd/es/input/Input';
import { CaptchaButton } from './captcha-button';
import { LoginField } from './login-field';
import type { FieldInput } from './login-form';

export interface CaptchaFieldProps {
  input: FieldInput;
  error: string | undefined;
  onSend(): Promise<number | undefined>;
}

/** 验证码: the code input with its send button beside it, labelled and validated as one field. */
export function CaptchaField({ input, error, onSend }: CaptchaFieldProps) {
  return (
    <LoginField label="验证码" htmlFor={input.id} error={error}>
      <Flex gap={8}>
        <Input
          {...input}
          size="large"
          prefix={<SafetyOutlined className="atrium-login__icon" />}
          placeholder="6 位短信验证码"
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <CaptchaButton onSend={onSend} />
      </Flex>
    </LoginField>
  );
}
