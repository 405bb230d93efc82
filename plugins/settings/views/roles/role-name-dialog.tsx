import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';

/** The server's limit on a role's name. */
export const ROLE_NAME_MAX = 20;

/**
 * Names a new role (新增角色) or renames one (重命名). `onSubmit` rejects with the server's reason,
 * which is shown in the dialog while the typed name stays; the dialog closes only when it resolves.
 */
export function RoleNameDialog({
  open,
  title,
  initialName,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initialName: string;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  async function submit({ name }: { name: string }) {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : '保存失败，请稍后再试');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(undefined)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName }}
        onFinish={submit}
        onValuesChange={() => setRefusal(undefined)}
      >
        <Form.Item
          name="name"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: ROLE_NAME_MAX, message: `角色名称最多 ${ROLE_NAME_MAX} 个字` },
          ]}
        >
          <Input autoFocus maxLength={ROLE_NAME_MAX} showCount placeholder="如：招商专员" />
        </Form.Item>
        {/* Enter in the name field submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
