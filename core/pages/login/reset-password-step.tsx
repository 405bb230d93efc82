import { Button, Flex } from 'antd';
import Password from 'antd/es/input/Password';
import {
  COMPLEXITY_HINT,
  isComplexPassword,
  PasswordMessages,
} from '../../components/change-password-dialog/password-rules';
import { FormStatus } from './form-status';
import { LoginField } from './login-field';
import { type FieldSpecs, required, useLoginForm } from './login-form';
import { useSubmission } from './use-submission';

interface ResetValues {
  newPwd: string;
  surePwd: string;
}

/**
 * 新密码 and 确认密码 with the rules of spec §5, as 修改密码 judges them: the confirmation says what is
 * wrong in the order the user needs to hear it (missing, not the same, too weak), one message at a time.
 */
const RESET_FIELDS: FieldSpecs<ResetValues> = {
  newPwd: { rules: [required(PasswordMessages.newRequired)] },
  surePwd: {
    dependencies: ['newPwd'],
    rules: [
      required(PasswordMessages.confirmRequired),
      { message: PasswordMessages.mismatch, valid: (value, values) => value === values.newPwd },
      { message: PasswordMessages.complexity, valid: isComplexPassword },
    ],
  },
};

export interface ResetPasswordStepProps {
  onReset(password: string): Promise<void>;
  onRestart(): void;
}

/** 忘记密码's second step: the new password, twice. */
export function ResetPasswordStep({ onReset, onRestart }: ResetPasswordStepProps) {
  const form = useLoginForm('forgot-reset', RESET_FIELDS);
  const { submitting, error, run } = useSubmission('重置密码失败，请稍后再试');
  const newPwd = form.input('newPwd', true);
  const surePwd = form.input('surePwd');
  return (
    <form
      id={form.formId}
      className="atrium-login__form"
      noValidate
      onSubmit={form.submitWith(({ newPwd: password }) => run(() => onReset(password)))}
    >
      <FormStatus error={error} />
      <LoginField label="新密码" htmlFor={newPwd.id} error={form.errors.newPwd} extra={COMPLEXITY_HINT}>
        <Password {...newPwd} size="large" placeholder="请输入新密码" autoComplete="new-password" />
      </LoginField>
      <LoginField label="确认密码" htmlFor={surePwd.id} error={form.errors.surePwd}>
        <Password {...surePwd} size="large" placeholder="请再次输入新密码" autoComplete="new-password" />
      </LoginField>
      <Flex gap={12}>
        <Button size="large" block onClick={onRestart}>
          上一步
        </Button>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          重置密码
        </Button>
      </Flex>
    </form>
  );
}
