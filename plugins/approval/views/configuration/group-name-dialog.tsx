import { useChange } from '@core/data';
import { Alert, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';

/** 新建分组 or 重命名分组: a name of at most 10 characters; the server's refusal is shown in place. */
export function GroupNameDialog({
  open,
  title,
  initial,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}) {
  const [name, setName] = useState(initial);
  // Said here before anything is sent: a name is required.
  const [blank, setBlank] = useState(false);
  const save = useChange({ change: onSubmit, refusal: 'inline', fallback: '保存失败，请稍后再试' });
  const { dismiss } = save;
  useEffect(() => {
    if (open) {
      setName(initial);
      setBlank(false);
      dismiss();
    }
  }, [open, initial, dismiss]);
  const trimmed = name.trim();
  const submit = () => {
    setBlank(trimmed === '');
    if (trimmed !== '') void save.run(trimmed);
  };
  const refusal = blank ? '请输入分组名称' : save.refusal;
  return (
    <Modal
      open={open}
      title={title}
      okText="保存"
      confirmLoading={save.busy}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input
        aria-label="分组名称"
        placeholder="请输入分组名称"
        maxLength={10}
        showCount
        value={name}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={submit}
      />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
