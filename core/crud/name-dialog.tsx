import { Alert, Form, Input, type InputRef, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef } from 'react';
import { useChange } from '../data/use-change';

/**
 * Names something new or renames it (新增角色, 重命名部门): one field, checked as the server checks it.
 * `onSubmit` rejects with the server's reason (a name taken, say), shown in the dialog while the typed
 * name stays; the dialog closes only when it resolves. Enter in the field submits.
 */
export function NameDialog({
  open,
  title,
  label,
  maxLength,
  placeholder,
  rules = [],
  context,
  initialName,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The field's label: 角色名称. */
  label: string;
  maxLength: number;
  placeholder?: string;
  /** Checks beyond "required" and the length. */
  rules?: Rule[];
  /** A line above the field saying where the change happens (上级部门：…). */
  context?: string;
  initialName: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const submit = useChange({
    change: ({ name }: { name: string }) => onSubmit(name.trim()),
    refusal: 'inline',
    fallback: '保存失败，请稍后再试',
  });
  const input = useRef<InputRef>(null);

  return (
    <Modal
      open={open}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={submit.busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      // The dialog takes focus as it opens; the name field is where typing starts.
      afterOpenChange={(opened) => opened && input.current?.focus()}
      afterClose={submit.dismiss}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {submit.refusal && <Alert type="error" showIcon title={submit.refusal} style={{ marginBottom: 16 }} />}
      {context && <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.65)' }}>{context}</p>}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initialName }}
        onFinish={submit.run}
        onValuesChange={submit.dismiss}
      >
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请输入${label}` },
            { max: maxLength, message: `${label}最多 ${maxLength} 个字` },
            ...rules,
          ]}
        >
          <Input ref={input} autoFocus maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
        {/* Enter in the name field submits the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}
