import { QRCodeSVG } from 'qrcode.react';
import { MOBILE_DOWNLOAD_URL } from './download-url';

/** The QR code of the mobile download page with its caption. */
export default function DownloadAppCode({ url = MOBILE_DOWNLOAD_URL }: { url?: string | undefined }) {
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
