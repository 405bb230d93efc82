import { errorMessage } from '@core';
import { Alert, Form, Input, type InputRef, Modal } from 'antd';
import { useRef, useState } from 'react';

/** The server's limit on a department's name. */
export const DEPARTMENT_NAME_MAX = 30;

/**
 * Names a new sub-department (新增子部门) or renames one (重命名). `onSubmit` rejects with the
 * server's reason (a sibling of the same name, say), shown in the dialog while the typed name stays;
 * the dialog closes only when it resolves. Enter in the field submits.
 */
export function DepartmentNameDialog({
  open,
  title,
  context,
  initialName,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  /** A line above the field saying where the change happens (上级部门：…). */
  context?: string;
  initialName: string;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const input = useRef<InputRef>(null);

  async function submit({ name }: { name: string }) {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
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
      // The dialog takes focus as it opens; the name field is where typing starts.
      afterOpenChange={(opened) => opened && input.current?.focus()}
      afterClose={() => setRefusal(undefined)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      {context && <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.65)' }}>{context}</p>}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName }}
        onFinish={submit}
        onValuesChange={() => setRefusal(undefined)}
      >
        <Form.Item
          name="name"
          label="部门名称"
          rules={[
            { required: true, whitespace: true, message: '请输入部门名称' },
            { max: DEPARTMENT_NAME_MAX, message: `部门名称最多 ${DEPARTMENT_NAME_MAX} 个字` },
            { pattern: /^[^<>]*$/, message: '部门名称不能包含尖括号 < >' },
          ]}
        >
          <Input ref={input} autoFocus maxLength={DEPARTMENT_NAME_MAX} showCount placeholder="如：招商部" />
        </Form.Item>
        {/* Enter in the name field submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
