import { formatExpiry, SessionStore, subjectTitle, useService, useTabTitle } from '@core';
import { type DetailAction, DetailPage, type DetailSection } from '@core/crud';
import { QueryState, useChange, useData } from '@core/data';
import { Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { type Edition, MarketApi, type MarketApplicationDetail } from '../api/market-api';
import { MarketTag, marketDetailQuery } from '../api/market-queries';
import { ApplicationIcon } from '../components/application-icon';
import { applicationTitle } from '../components/application-title';
import { MarketTags } from '../components/market-tags';
import { canManage, refusalOf } from '../launcher/launch-rules';
import { useApplicationLauncher } from '../launcher/use-application-launcher';
import { EditionTable } from './edition-table';
import { MARKET_PATH } from './market-paths';

/**
 * 应用详情 (?uniqueId=) on the kit's record page: its state tags and launch actions in the header,
 * 应用介绍 and 版本 as sections; admins open an edition for the organisation.
 */
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
  const launcher = useApplicationLauncher();
  // A refusal was toasted by the request service.
  const openEdition = useChange({
    change: async (edition: Edition) => {
      await api.openApplication(detail.uniqueId, edition.uniqueId);
      // The member's applications changed: the user info (and with it the menus) is loaded again.
      void session.loadUserInfo().catch(() => undefined);
    },
    invalidates: [MarketTag.market, MarketTag.applications],
    awaitReload: true,
    success: () => `已开通「${applicationTitle(detail)}」`,
  });

  const title = applicationTitle(detail);
  useTabTitle(subjectTitle('应用详情', title));
  const refusal = refusalOf(detail);
  const actions: DetailAction[] = [
    {
      key: 'open',
      label: '打开应用',
      primary: true,
      // A click answers why it does not open: the refusal's toast, or the mobile-only dialog.
      unavailable: refusal?.message,
      onClick: () => launcher.openByUniqueId(detail.uniqueId, 'VIEW', detail),
    },
    {
      key: 'manage',
      label: '管理应用',
      visible: session.isAdmin && detail.installed && canManage(detail),
      onClick: () => launcher.openByUniqueId(detail.uniqueId, 'ADMIN'),
    },
    {
      // The launcher answers a mobile-only application with the download QR code (spec §2).
      key: 'mobile',
      label: '扫码在移动端打开',
      visible: refusal?.reason === '仅移动端',
      onClick: () => launcher.openByUniqueId(detail.uniqueId),
    },
  ];
  const sections: DetailSection[] = [
    {
      key: 'about',
      title: '应用介绍',
      children: (
        <Descriptions column={1}>
          <Descriptions.Item label="分类">{detail.categoryName}</Descriptions.Item>
          {detail.installed && (
            <Descriptions.Item label="到期时间">{formatExpiry(detail.expiredTime)}</Descriptions.Item>
          )}
          <Descriptions.Item label="介绍">{detail.introduction || '暂无介绍'}</Descriptions.Item>
        </Descriptions>
      ),
    },
    {
      key: 'editions',
      title: '版本',
      children: (
        <EditionTable
          applicationName={title}
          editions={detail.editions}
          canOpen={session.isAdmin && !detail.installed}
          opening={openEdition.input?.uniqueId}
          onOpen={(edition) => void openEdition.run(edition)}
        />
      ),
    },
  ];
  return (
    <div style={{ padding: 24 }}>
      <DetailPage
        title={title}
        tags={<MarketTags application={detail} />}
        backTo={MARKET_PATH}
        backText="应用市场"
        actions={actions}
        sections={sections}
      >
        <Space align="center" size="middle">
          <ApplicationIcon application={detail} size={64} />
          {refusal && <Typography.Text type="secondary">{refusal.message}</Typography.Text>}
        </Space>
      </DetailPage>
      {launcher.dialog}
    </div>
  );
});

export default ApplicationDetailPage;
