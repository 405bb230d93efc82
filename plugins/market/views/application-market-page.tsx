import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useService } from '@core/di/services-context';
import { SessionStore } from '@core/stores/session-store';
import { Button, Card, Empty, Input, Result, Segmented, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApplicationCard } from '../components/application-card';
import { LoadingState } from '../components/loading-state';
import { MarketTags } from '../components/market-tags';
import { useMarketCatalog } from '../stores/use-market-catalog';
import { APPLICATION_ADD_PATH, applicationDetailPath } from './market-paths';

const ALL = '全部';

/** 应用市场: the catalogue by category, searched by name; each card leads to the application's detail. */
const ApplicationMarketPage = observer(function ApplicationMarketPage() {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState(ALL);
  const catalog = useMarketCatalog(keyword);
  const groups = catalog.visibleGroups.filter((group) => category === ALL || group.categoryName === category);

  return (
    <div style={{ padding: 24 }}>
      <Card
        title="应用市场"
        extra={
          session.isAdmin && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(APPLICATION_ADD_PATH)}>
              添加应用
            </Button>
          )
        }
      >
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
          <Segmented
            aria-label="应用分类"
            options={[ALL, ...catalog.index]}
            value={catalog.index.includes(category) ? category : ALL}
            onChange={(value) => setCategory(String(value))}
          />
          {catalog.failed ? (
            <Result
              status="warning"
              title="应用市场加载失败"
              extra={<Button onClick={() => void catalog.search(catalog.keyword)}>重试</Button>}
            />
          ) : groups.length === 0 ? (
            catalog.loading ? (
              <LoadingState />
            ) : (
              <Empty
                description={catalog.keyword ? `没有名称包含「${catalog.keyword}」的应用` : '暂无应用'}
              />
            )
          ) : (
            groups.map((group) => (
              <section key={group.categoryName} aria-label={group.categoryName}>
                <h3 style={{ fontSize: 16 }}>{group.categoryName}</h3>
                <div className="market-card-grid">
                  {group.applications.map((application) => (
                    <ApplicationCard
                      key={application.uniqueId}
                      application={application}
                      onOpen={() => navigate(applicationDetailPath(application.uniqueId))}
                      tags={<MarketTags application={application} />}
                    />
                  ))}
                </div>
              </section>
            ))
          )}
        </Space>
      </Card>
    </div>
  );
});

export default ApplicationMarketPage;
