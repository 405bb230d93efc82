import { MobileOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { QRCodeSVG } from 'qrcode.react';

/** Where the mobile app is downloaded. TODO: move into RuntimeConfig.links once it has a field for it. */
export const MOBILE_DOWNLOAD_URL = 'https://app.atrium.example/download';

/** 下载App: a popover with the QR code of the mobile download page. */
export function DownloadApp({ url = MOBILE_DOWNLOAD_URL }: { url?: string }) {
  const content = (
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
  return (
    <Popover content={content} trigger={['hover', 'click']} placement="bottom">
      <Button type="text" className="atrium-navbar__action" icon={<MobileOutlined />} aria-label="下载App">
        <span className="atrium-navbar__action-text">下载App</span>
      </Button>
    </Popover>
  );
}
