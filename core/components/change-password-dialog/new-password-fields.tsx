import { Form, Input } from 'antd';
import { COMPLEXITY_HINT, confirmPasswordRules, newPasswordRules } from './password-rules';

/** 新密码 and 确认密码 with the rules of spec §5, shared by 修改密码 and the password reset. */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item label="新密码" name="newPwd" rules={newPasswordRules} extra={COMPLEXITY_HINT}>
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="surePwd"
        required
        dependencies={['newPwd']}
        rules={confirmPasswordRules('newPwd')}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
