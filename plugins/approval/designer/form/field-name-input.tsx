import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import type { FormEdit } from './form-model';

/**
 * 字段标识: the field's key in the form's values, renamed when left or on Enter (never half typed);
 * a refusal (a bad name, one taken, one the flow uses) shows under it and the name stays.
 */
export function FieldNameInput({
  name,
  disabled,
  lockedReason,
  onRename,
}: {
  name: string;
  disabled: boolean;
  /** Why the name cannot change (a field an area fills): shown beside the label with a lock. */
  lockedReason?: string;
  onRename(to: string): FormEdit;
}) {
  const [text, setText] = useState(name);
  const [problem, setProblem] = useState<string>();
  const commit = () => {
    const to = text.trim();
    const edit = onRename(to);
    if (edit.ok) setProblem(undefined);
    else setProblem(edit.reason);
  };
  return (
    <Form.Item
      label="字段标识"
      htmlFor="form-designer-field-name"
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      extra="流程条件和字段权限以此识别字段，改名后按回车确认"
      {...(lockedReason ? { tooltip: { title: lockedReason, icon: <LockOutlined /> } } : {})}
    >
      <Input
        id="form-designer-field-name"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        autoComplete="off"
      />
    </Form.Item>
  );
}
