import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { AuthApi } from '../../api/auth-api';
import { useService } from '../../di/services-context';
import { Notifier } from '../../services/notifier';
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
  const notifier = useService(Notifier);
  const signOut = useService(SignOutService);
  const [form] = Form.useForm<ChangePasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const submit = async ({ oldPwd, newPwd }: ChangePasswordValues) => {
    setRefusal(undefined);
    setSubmitting(true);
    try {
      const [oldDigest, newDigest] = await Promise.all([passwordDigest(oldPwd), passwordDigest(newPwd)]);
      await api.modifyPassword(oldDigest, newDigest);
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : '修改密码失败，请稍后再试');
      return;
    } finally {
      setSubmitting(false);
    }
    notifier.success(CHANGED_MESSAGE);
    // The server keeps this session and ends the account's others; the forced dialog lifts.
    signOut.passwordChanged();
    onClose();
  };

  const footer = (
    <>
      {!forced && <Button onClick={onClose}>取消</Button>}
      <Button type="primary" htmlType="submit" loading={submitting}>
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
      afterClose={() => setRefusal(undefined)}
      destroyOnHidden
      footer={footer}
      modalRender={(dialog) => (
        <Form
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark
          clearOnDestroy
          onFinish={submit}
          onValuesChange={() => setRefusal(undefined)}
        >
          {dialog}
        </Form>
      )}
    >
      {forced && <Alert type="warning" showIcon title={FORCED_EXPLANATION} style={{ marginBottom: 16 }} />}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
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
