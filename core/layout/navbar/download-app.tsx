import { MobileOutlined } from '@ant-design/icons';
import { Button, Modal, Popover } from 'antd';
import { QRCodeSVG } from 'qrcode.react';

/** Where the mobile app is downloaded. TODO: move into RuntimeConfig.links once it has a field for it. */
export const MOBILE_DOWNLOAD_URL = 'https://app.atrium.example/download';

/** The QR code of the mobile download page with its caption. */
function DownloadAppCode({ url = MOBILE_DOWNLOAD_URL }: { url?: string | undefined }) {
  return (
    <div className="atrium-navbar__qr">
      <QRCodeSVG
        value={url}
        size={140}
        marginSize={1}
        role="img"
        aria-label="下载App二维码：扫码下载移动端 App"
        title="下载App二维码"
      />
      <p>扫码下载移动端 App</p>
    </div>
  );
}

/** 下载App: a popover with the QR code of the mobile download page. */
export function DownloadApp({ url }: { url?: string }) {
  return (
    <Popover content={<DownloadAppCode url={url} />} trigger={['hover', 'click']} placement="bottom">
      <Button type="text" className="atrium-navbar__action" icon={<MobileOutlined />} aria-label="下载App">
        <span className="atrium-navbar__action-text">下载App</span>
      </Button>
    </Popover>
  );
}

/** The same code in a dialog, for 下载App chosen in the phone navbar's 更多 menu. */
export function DownloadAppDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal title="下载App" open={open} onCancel={onClose} footer={null} width={280} centered>
      <DownloadAppCode />
    </Modal>
  );
}
