import { SearchOutlined } from '@ant-design/icons';
import { Notifier, SessionStore, useService } from '@core';
import { Button, Card, Input, Popconfirm, Result, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarketApi, type MarketApplication } from '../api/market-api';
import { ApplicationCard } from '../components/application-card';
import { applicationTitle } from '../components/application-title';
import { CatalogueState } from '../components/catalogue-state';
import { useMarketCatalog } from '../stores/use-market-catalog';
import { applicationDetailPath } from './market-paths';

/** 添加应用 (admins): the applications the organisation has not installed yet, each opened after confirming. */
const ApplicationAddPage = observer(function ApplicationAddPage() {
  const session = useService(SessionStore);
  return session.isAdmin ? <AddableApplications /> : <Result status="403" title="仅组织管理员可以添加应用" />;
});

const AddableApplications = observer(function AddableApplications() {
  const api = useService(MarketApi);
  const session = useService(SessionStore);
  const notifier = useService(Notifier);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const catalog = useMarketCatalog(keyword);
  const [opening, setOpening] = useState<string>();
  const candidates = catalog.applications.filter((application) => !application.installed);

  const open = async (application: MarketApplication) => {
    setOpening(application.uniqueId);
    try {
      await api.openApplication(application.uniqueId);
      notifier.success(`已开通「${applicationTitle(application)}」`);
      await Promise.all([catalog.search(catalog.keyword), session.loadUserInfo().catch(() => undefined)]);
    } catch {
      // The request service has shown why.
    } finally {
      setOpening(undefined);
    }
  };

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
              {candidates.map((application) => {
                const title = applicationTitle(application);
                return (
                  <ApplicationCard
                    key={application.uniqueId}
                    application={application}
                    onOpen={() => navigate(applicationDetailPath(application.uniqueId))}
                    actions={
                      <Popconfirm
                        title="开通应用"
                        description={`确定为本组织开通「${title}」吗？`}
                        okText="开通"
                        cancelText="取消"
                        onConfirm={() => void open(application)}
                      >
                        <Button
                          type="primary"
                          size="small"
                          loading={opening === application.uniqueId}
                          aria-label={`开通「${title}」`}
                        >
                          开通
                        </Button>
                      </Popconfirm>
                    }
                  />
                );
              })}
            </div>
          )}
        </Space>
      </Card>
    </div>
  );
});

export default ApplicationAddPage;
