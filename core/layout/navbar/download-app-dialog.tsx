import { Modal } from 'antd';
import DownloadAppCode from './download-app-code';

/** The QR code in a dialog, for 下载App chosen in the phone navbar's 更多 menu. */
export default function DownloadAppDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal title="下载App" open={open} onCancel={onClose} footer={null} width={280} centered>
      <DownloadAppCode />
    </Modal>
  );
}
