import { formatExpiry, Notifier, SessionStore, subjectTitle, useService, useTabTitle } from '@core';
import { QueryState, useData, useInvalidate } from '@core/data';
import { Button, Card, Descriptions, Result, Skeleton, Space, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Edition, MarketApi, type MarketApplicationDetail } from '../api/market-api';
import { MarketTag, marketDetailQuery } from '../api/market-queries';
import { ApplicationIcon } from '../components/application-icon';
import { applicationTitle } from '../components/application-title';
import { MarketTags } from '../components/market-tags';
import { canManage, refusalOf } from '../launcher/launch-rules';
import { useApplicationLauncher } from '../launcher/use-application-launcher';
import { EditionTable } from './edition-table';

/** 应用详情 (?uniqueId=): introduction and editions; admins open an edition for the organisation. */
const ApplicationDetailPage = observer(function ApplicationDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <Result status="404" title="未指定应用" subTitle="请从应用市场选择一个应用" />;
  return <ApplicationDetail uniqueId={uniqueId} />;
});

const ApplicationDetail = observer(function ApplicationDetail({ uniqueId }: { uniqueId: string }) {
  const detail = useData(marketDetailQuery, uniqueId);
  return (
    <QueryState
      query={detail}
      errorTitle="应用详情加载失败"
      loading={
        <div style={{ padding: 24 }}>
          <Card>
            <Skeleton active avatar />
          </Card>
        </div>
      }
    >
      {(loaded) => <ApplicationDetailCard detail={loaded} />}
    </QueryState>
  );
});

const ApplicationDetailCard = observer(function ApplicationDetailCard({
  detail,
}: {
  detail: MarketApplicationDetail;
}) {
  const api = useService(MarketApi);
  const session = useService(SessionStore);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();
  const launcher = useApplicationLauncher();
  const [opening, setOpening] = useState<string>();

  const openEdition = async (edition: Edition) => {
    setOpening(edition.uniqueId);
    try {
      await api.openApplication(detail.uniqueId, edition.uniqueId);
      notifier.success(`已开通「${applicationTitle(detail)}」`);
      await Promise.all([
        invalidate(MarketTag.market, MarketTag.applications),
        session.loadUserInfo().catch(() => undefined),
      ]);
    } catch {
      // The request service has shown why.
    } finally {
      setOpening(undefined);
    }
  };

  const title = applicationTitle(detail);
  useTabTitle(subjectTitle('应用详情', title));
  const refusal = refusalOf(detail);
  return (
    <div style={{ padding: 24 }}>
      <Card>
        <Space align="start" size="large">
          <ApplicationIcon application={detail} size={64} />
          <div>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            <MarketTags application={detail} />
          </div>
        </Space>
        <Descriptions column={1} style={{ marginTop: 24 }}>
          <Descriptions.Item label="分类">{detail.categoryName}</Descriptions.Item>
          {detail.installed && (
            <Descriptions.Item label="到期时间">{formatExpiry(detail.expiredTime)}</Descriptions.Item>
          )}
          <Descriptions.Item label="介绍">{detail.introduction || '暂无介绍'}</Descriptions.Item>
        </Descriptions>
        <Space wrap style={{ marginTop: 8 }}>
          {refusal ? (
            // A disabled button shows no tooltip of its own: the wrapper carries it, the text says it.
            <Tooltip title={refusal.message}>
              <span>
                <Button type="primary" disabled aria-describedby="application-launch-reason">
                  打开应用
                </Button>
              </span>
            </Tooltip>
          ) : (
            <Button
              type="primary"
              onClick={() => void launcher.openByUniqueId(detail.uniqueId, 'VIEW', detail)}
            >
              打开应用
            </Button>
          )}
          {session.isAdmin && detail.installed && canManage(detail) && (
            <Button onClick={() => void launcher.openByUniqueId(detail.uniqueId, 'ADMIN')}>管理应用</Button>
          )}
          {refusal && (
            <Typography.Text type="secondary" id="application-launch-reason">
              {refusal.message}
            </Typography.Text>
          )}
          {refusal?.reason === '仅移动端' && (
            // The launcher answers a mobile-only application with the download QR code (spec §2).
            <Button type="link" onClick={() => void launcher.openByUniqueId(detail.uniqueId)}>
              扫码在移动端打开
            </Button>
          )}
        </Space>
      </Card>
      <Card title="版本" style={{ marginTop: 16 }}>
        <EditionTable
          applicationName={title}
          editions={detail.editions}
          canOpen={session.isAdmin && !detail.installed}
          opening={opening}
          onOpen={(edition) => void openEdition(edition)}
        />
      </Card>
      {launcher.dialog}
    </div>
  );
});

export default ApplicationDetailPage;
