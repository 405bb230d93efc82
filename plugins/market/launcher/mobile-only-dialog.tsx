import type { HeldApplication } from '@core';
import { MOBILE_DOWNLOAD_URL } from '@core/components';
import { Modal, QRCode, Typography } from 'antd';
import { applicationTitle } from '../components/application-title';

export const MOBILE_ONLY_MESSAGE = '该应用仅支持移动端打开';
/** Spec §2 "Mobile-only dialog", §9. */
export const MOBILE_ONLY_DIALOG_WIDTH = 400;
export const MOBILE_ONLY_QR_SIZE = 214;

/** 提示: the application opens only on the phone; a QR code leads to the mobile app's download. */
export function MobileOnlyDialog({
  application,
  downloadUrl = MOBILE_DOWNLOAD_URL,
  onClose,
}: {
  application: HeldApplication | null;
  downloadUrl?: string;
  onClose(): void;
}) {
  return (
    <Modal
      title="提示"
      open={application !== null}
      width={MOBILE_ONLY_DIALOG_WIDTH}
      footer={null}
      centered
      onCancel={onClose}
    >
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <Typography.Text strong>{MOBILE_ONLY_MESSAGE}</Typography.Text>
        <div role="img" aria-label="移动端下载二维码">
          <QRCode value={downloadUrl} size={MOBILE_ONLY_QR_SIZE} type="svg" bordered={false} />
        </div>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          请使用手机扫描二维码下载 Atrium 移动端
          {application ? `，在移动端打开「${applicationTitle(application)}」` : ''}
        </Typography.Text>
      </div>
    </Modal>
  );
}

export default MobileOnlyDialog;
