import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useMarketCatalog } from '../catalog/use-market-catalog';
import { CatalogueState } from '../components/catalogue-state';
import { CategoryIndex } from './category-index';
import type { EntryHandlers } from './market-entry';
import { MarketGroups, type MarketGroupsHandle } from './market-groups';

/** Spec §9: the market scrolls to its first category this long after the drawer opens. */
export const FIRST_CATEGORY_SCROLL_DELAY_MS = 200;

/**
 * The drawer's market panel (spec §2): the catalogue grouped by category, searched by keyword (names
 * containing it, empty categories hidden), a category index on the right, a star on each application.
 */
export const MarketPanel = observer(function MarketPanel({
  visible,
  handlers,
}: {
  visible: boolean;
  handlers: EntryHandlers;
}) {
  const [keyword, setKeyword] = useState('');
  const catalog = useMarketCatalog(keyword);
  const [current, setCurrent] = useState<string>();
  const list = useRef<MarketGroupsHandle>(null);
  const firstCategory = catalog.index[0];
  // Spec §9: 200 ms after opening, the market scrolls to its first category — or as soon as the
  // categories are there, when the answer comes later than that.
  const [scrollDue, setScrollDue] = useState(false);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setScrollDue(true), FIRST_CATEGORY_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  useEffect(() => {
    if (!scrollDue || !firstCategory) return;
    list.current?.scrollTo(firstCategory);
    setScrollDue(false);
  }, [scrollDue, firstCategory]);

  const pick = (category: string) => {
    setCurrent(category);
    list.current?.scrollTo(category);
  };

  const groups = catalog.visibleGroups;
  return (
    <section className="market-panel" aria-label="应用市场">
      <div className="market-panel__search">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="搜索应用名称"
          aria-label="搜索应用"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <div className="market-panel__body">
        {groups.length === 0 && (
          <div className="market-panel__groups">
            <CatalogueState
              loading={catalog.loading}
              keyword={catalog.keyword}
              className="market-panel__state"
            />
          </div>
        )}
        <MarketGroups ref={list} groups={groups} handlers={handlers} hidden={groups.length === 0} />
        <CategoryIndex categories={catalog.index} current={current} onPick={pick} />
      </div>
    </section>
  );
});
