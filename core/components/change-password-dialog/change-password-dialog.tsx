import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { AuthApi } from '../../api/auth-api';
import { useChange } from '../../data/use-change';
import { useService } from '../../di/services-context';
import { passwordDigest } from '../../services/password-digest';
import { SignOutService } from '../../services/sign-out-service';
import { NewPasswordFields } from './new-password-fields';
import { PasswordMessages } from './password-rules';

/** The password-change form of spec §3. */
export interface ChangePasswordValues {
  oldPwd: string;
  newPwd: string;
  surePwd: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  /** The password is older than 90 days: the dialog cannot be dismissed, only completed. */
  forced: boolean;
  onClose(): void;
}

export const FORCED_EXPLANATION =
  '请先修改密码后继续使用：首次登录须更换管理员设置的初始密码，密码超过 90 天未修改也须更换';
export const EXPIRY_HINT = '为保障账号安全，密码有效期为 90 天，到期后需修改密码才能继续使用。';
export const CHANGED_MESSAGE = '修改密码成功!';

/**
 * 修改密码 (spec §2 "Change-password dialog", §5): 400 px wide, never closed by the mask; when forced
 * there is no close button, no cancel and no Esc. Both passwords are sent hashed; a refusal (原密码错误)
 * is shown in the dialog and the typed values stay.
 */
export function ChangePasswordDialog({ open, forced, onClose }: ChangePasswordDialogProps) {
  const api = useService(AuthApi);
  const signOut = useService(SignOutService);
  const [form] = Form.useForm<ChangePasswordValues>();
  const submit = useChange({
    change: async ({ oldPwd, newPwd }: ChangePasswordValues) => {
      const [oldDigest, newDigest] = await Promise.all([passwordDigest(oldPwd), passwordDigest(newPwd)]);
      await api.modifyPassword(oldDigest, newDigest);
    },
    refusal: 'inline',
    fallback: '修改密码失败，请稍后再试',
    success: CHANGED_MESSAGE,
    onSuccess: () => {
      // The server keeps this session and ends the account's others; the forced dialog lifts.
      signOut.passwordChanged();
      onClose();
    },
  });

  const footer = (
    <>
      {!forced && <Button onClick={onClose}>取消</Button>}
      <Button type="primary" htmlType="submit" loading={submit.busy}>
        确定
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      title="修改密码"
      width={400}
      styles={{ body: { paddingTop: 12 } }}
      mask={{ closable: false }}
      closable={!forced}
      keyboard={!forced}
      onCancel={forced ? undefined : onClose}
      afterClose={submit.dismiss}
      destroyOnHidden
      footer={footer}
      modalRender={(dialog) => (
        <Form
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark
          clearOnDestroy
          onFinish={submit.run}
          onValuesChange={submit.dismiss}
        >
          {dialog}
        </Form>
      )}
    >
      {forced && <Alert type="warning" showIcon title={FORCED_EXPLANATION} style={{ marginBottom: 16 }} />}
      {submit.refusal && <Alert type="error" showIcon title={submit.refusal} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="原密码"
        name="oldPwd"
        rules={[{ required: true, message: PasswordMessages.oldRequired }]}
      >
        <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 12 }}>
        {EXPIRY_HINT}
      </Typography.Paragraph>
    </Modal>
  );
}
