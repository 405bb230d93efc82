import { MobileOutlined } from '@ant-design/icons';
import { Form } from 'antd';
// The field alone: `Input` from 'antd' brings TextArea, Search, OTP and Group (with Space) to this page.
import Input from 'antd/es/input/Input';
import { telephoneRules } from './login-rules';

/** 手机号, validated as the server does. */
export function TelephoneField() {
  return (
    <Form.Item
      label="手机号"
      name="telephone"
      rules={telephoneRules}
      validateTrigger={['onChange', 'onBlur']}
    >
      <Input
        prefix={<MobileOutlined className="atrium-login__icon" />}
        placeholder="请输入 11 位手机号"
        maxLength={11}
        inputMode="numeric"
        autoComplete="username"
      />
    </Form.Item>
  );
}
