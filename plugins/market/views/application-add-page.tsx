import { SearchOutlined } from '@ant-design/icons';
import { SessionStore, useService } from '@core';
import { useChange } from '@core/data';
import { Button, Card, Input, Popconfirm, Result, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarketApi, type MarketApplication } from '../api/market-api';
import { MarketTag } from '../api/market-queries';
import { useMarketCatalog } from '../catalog/use-market-catalog';
import { ApplicationCard } from '../components/application-card';
import { applicationTitle } from '../components/application-title';
import { CatalogueState } from '../components/catalogue-state';
import { applicationDetailPath } from './market-paths';

/** 添加应用 (admins): the applications the organisation has not installed yet, each opened after confirming. */
const ApplicationAddPage = observer(function ApplicationAddPage() {
  const session = useService(SessionStore);
  return session.isAdmin ? <AddableApplications /> : <Result status="403" title="仅组织管理员可以添加应用" />;
});

/** 开通 after confirming: the catalogue reloads (tag `market`) and leaves it out; a refusal was toasted. */
function OpenButton({ application }: { application: MarketApplication }) {
  const api = useService(MarketApi);
  const session = useService(SessionStore);
  const title = applicationTitle(application);
  const open = useChange({
    change: async () => {
      await api.openApplication(application.uniqueId);
      // The member's applications changed: the user info (and with it the menus) is loaded again.
      void session.loadUserInfo().catch(() => undefined);
    },
    invalidates: [MarketTag.market, MarketTag.applications],
    awaitReload: true,
    success: `已开通「${title}」`,
  });
  return (
    <Popconfirm
      title="开通应用"
      description={`确定为本组织开通「${title}」吗？`}
      okText="开通"
      cancelText="取消"
      onConfirm={() => void open.run()}
    >
      <Button type="primary" size="small" loading={open.busy} aria-label={`开通「${title}」`}>
        开通
      </Button>
    </Popconfirm>
  );
}

const AddableApplications = observer(function AddableApplications() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const catalog = useMarketCatalog(keyword);
  const candidates = catalog.applications.filter((application) => !application.installed);

  return (
    <div style={{ padding: 24 }}>
      <Card title="添加应用">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="搜索应用名称"
            aria-label="搜索应用"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          {candidates.length === 0 ? (
            <CatalogueState
              loading={catalog.loading}
              keyword={catalog.keyword}
              noun="未开通应用"
              none="所有应用均已开通"
            />
          ) : (
            <div className="market-card-grid">
              {candidates.map((application) => (
                <ApplicationCard
                  key={application.uniqueId}
                  application={application}
                  onOpen={() => navigate(applicationDetailPath(application.uniqueId))}
                  actions={<OpenButton application={application} />}
                />
              ))}
            </div>
          )}
        </Space>
      </Card>
    </div>
  );
});

export default ApplicationAddPage;
