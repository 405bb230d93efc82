import { MobileOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense } from 'react';

/** The code (and its QR library) loads when the popover first opens. */
const DownloadAppCode = lazy(() => import(/* webpackChunkName: "download-app" */ './download-app-code'));

/** 下载App: a popover with the QR code of the mobile download page. */
export function DownloadApp({ url }: { url?: string }) {
  return (
    <Popover
      content={
        <Suspense fallback={<Spin size="small" />}>
          <DownloadAppCode url={url} />
        </Suspense>
      }
      trigger={['hover', 'click']}
      placement="bottom"
    >
      <Button type="text" className="atrium-navbar__action" icon={<MobileOutlined />} aria-label="下载App">
        <span className="atrium-navbar__action-text">下载App</span>
      </Button>
    </Popover>
  );
}
