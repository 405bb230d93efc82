import { Modal, Typography } from 'antd';
import { SafeHtml } from '../../components/safe-html';

/** 预览: the notice as its recipients will see it, rendered through `SafeHtml`. */
export function NoticePreviewDialog({
  open,
  title,
  body,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  onClose(): void;
}) {
  return (
    <Modal open={open} title="预览" width={720} footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Title level={4} style={{ marginTop: 8 }}>
        {title.trim() || '（未填写标题）'}
      </Typography.Title>
      <SafeHtml html={body} />
    </Modal>
  );
}
