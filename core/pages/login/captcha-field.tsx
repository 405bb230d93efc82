import { SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { CaptchaButton } from './captcha-button';
import { captchaRules } from './login-rules';

export interface CaptchaFieldProps {
  /** The form's `name`; antd ids the input `${formName}_captcha`, which the label points at. */
  formName: string;
  onSend(): Promise<number | undefined>;
}

/** 验证码: the code input with its send button beside it, labelled and validated as one field. */
export function CaptchaField({ formName, onSend }: CaptchaFieldProps) {
  return (
    <Form.Item label="验证码" htmlFor={`${formName}_captcha`} required>
      <Flex gap={8}>
        <Form.Item name="captcha" rules={captchaRules} noStyle>
          <Input
            prefix={<SafetyOutlined className="atrium-login__icon" />}
            placeholder="6 位短信验证码"
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <CaptchaButton onSend={onSend} />
      </Flex>
    </Form.Item>
  );
}
