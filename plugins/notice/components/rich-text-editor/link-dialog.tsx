import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { isWebAddress } from './rich-text-content';

/**
 * 插入链接: asks for an http(s) address for the selected text (or inserts the address itself when
 * nothing is selected); on a link already, it offers to change or remove it.
 */
export function LinkDialog({
  open,
  initialUrl,
  onSubmit,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The address of the link under the cursor, or '' for a new one. */
  initialUrl: string;
  onSubmit(url: string): void;
  onRemove(): void;
  onClose(): void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();
  const editing = initialUrl !== '';

  const submit = () => {
    const address = url.trim();
    if (!isWebAddress(address)) {
      setError('请输入以 http:// 或 https:// 开头的链接地址');
      return;
    }
    onSubmit(address);
  };

  return (
    <Modal
      open={open}
      title={editing ? '编辑链接' : '插入链接'}
      width={440}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        editing && (
          <Button key="remove" danger onClick={onRemove}>
            移除链接
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" onClick={submit}>
          确定
        </Button>,
      ]}
    >
      <Input
        autoFocus
        aria-label="链接地址"
        placeholder="https://"
        value={url}
        status={error ? 'error' : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
        onPressEnter={submit}
      />
      <Typography.Text type={error ? 'danger' : 'secondary'} style={{ display: 'block', marginTop: 8 }}>
        {error ?? '链接将在新窗口中打开'}
      </Typography.Text>
    </Modal>
  );
}
