import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { SessionStore, useService } from '@core';
import { Button, Card, Input, Pagination, Result, Segmented, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApplicationGroup, MarketApplication } from '../api/market-api';
import { useMarketCatalog } from '../catalog/use-market-catalog';
import { ApplicationCard } from '../components/application-card';
import { CatalogueState } from '../components/catalogue-state';
import { MarketTags } from '../components/market-tags';
import { countUsable } from '../launcher/launch-rules';
import { APPLICATION_ADD_PATH, applicationDetailPath } from './market-paths';

const ALL = '全部';
/** Cards per page: a market of thousands pages instead of rendering them all. */
export const MARKET_PAGE_SIZE = 48;
/** Up to this many categories show as one row of choices; more as a searchable select. */
const SEGMENTED_CATEGORIES = 10;

/** One page of the groups: the applications from `start`, regrouped under their categories. */
function pageOf(groups: readonly ApplicationGroup<MarketApplication>[], page: number) {
  const start = (page - 1) * MARKET_PAGE_SIZE;
  const end = start + MARKET_PAGE_SIZE;
  const paged: ApplicationGroup<MarketApplication>[] = [];
  let offset = 0;
  for (const group of groups) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, group.applications.length);
    if (from < to) paged.push({ ...group, applications: group.applications.slice(from, to) });
    offset += group.applications.length;
    if (offset >= end) break;
  }
  return paged;
}

/** 应用市场: the catalogue by category, searched by name; each card leads to the application's detail. */
const ApplicationMarketPage = observer(function ApplicationMarketPage() {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState(ALL);
  const [page, setPage] = useState(1);
  const catalog = useMarketCatalog(keyword);
  const chosen = catalog.index.includes(category) ? category : ALL;
  const matching = catalog.visibleGroups.filter((group) => chosen === ALL || group.categoryName === chosen);
  const total = matching.reduce((count, group) => count + group.applications.length, 0);
  const lastPage = Math.max(1, Math.ceil(total / MARKET_PAGE_SIZE));
  const groups = pageOf(matching, Math.min(page, lastPage));
  const choose = (value: string) => {
    setCategory(value);
    setPage(1);
  };

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
            onChange={(event) => {
              setKeyword(event.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 360 }}
          />
          {!catalog.keyword && catalog.applications.length > 0 && (
            // Counted as the workbench's 已开通应用 is: the applications that open for the member.
            <Typography.Text type="secondary" data-testid="market-usable-count">
              已开通应用 {countUsable(catalog.applications)} 个，市场共 {catalog.applications.length} 个应用
            </Typography.Text>
          )}
          {catalog.index.length <= SEGMENTED_CATEGORIES ? (
            <Segmented
              aria-label="应用分类"
              options={[ALL, ...catalog.index]}
              value={chosen}
              onChange={(value) => choose(String(value))}
            />
          ) : (
            <Select
              aria-label="应用分类"
              showSearch
              value={chosen}
              options={[ALL, ...catalog.index].map((name) => ({ value: name, label: name }))}
              onChange={choose}
              style={{ width: 240 }}
            />
          )}
          {catalog.failed ? (
            <Result
              status="warning"
              title="应用市场加载失败"
              extra={<Button onClick={catalog.retry}>重试</Button>}
            />
          ) : groups.length === 0 ? (
            <CatalogueState loading={catalog.loading} keyword={catalog.keyword} />
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
          {total > MARKET_PAGE_SIZE && (
            <Pagination
              align="end"
              current={Math.min(page, lastPage)}
              pageSize={MARKET_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              showTotal={(count) => `共 ${count} 个应用`}
              onChange={setPage}
            />
          )}
        </Space>
      </Card>
    </div>
  );
});

export default ApplicationMarketPage;
