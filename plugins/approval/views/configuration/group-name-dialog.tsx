import { errorMessage } from '@core';
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
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}) {
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (open) {
      setName(initial);
      setRefusal(undefined);
    }
  }, [open, initial]);
  const trimmed = name.trim();
  const submit = async () => {
    if (trimmed === '') return setRefusal('请输入分组名称');
    setSaving(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      setRefusal(errorMessage(error, '保存失败，请稍后再试'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText="保存"
      confirmLoading={saving}
      onOk={() => void submit()}
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
        onPressEnter={() => void submit()}
      />
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
