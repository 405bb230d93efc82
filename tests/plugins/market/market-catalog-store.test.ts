import { MarketCatalogStore } from '@plugins/market/stores/market-catalog-store';
import { FakeMarketApi } from './support/fake-market-api';
import { marketApplication } from './support/market-fixtures';

function catalogue() {
  const api = new FakeMarketApi();
  api.catalogue = [
    marketApplication('approval', { name: '审批', categoryName: '协同办公' }),
    marketApplication('work', { name: '工单', categoryName: '服务' }),
    marketApplication('fee', { name: '费用审批', categoryName: '财务' }),
  ];
  api.categoryList = [
    { categoryName: '财务', applicationCount: 1 },
    { categoryName: '空分类', applicationCount: 0 },
    { categoryName: '协同办公', applicationCount: 1 },
    { categoryName: '服务', applicationCount: 1 },
  ];
  const logged: string[] = [];
  const store = new MarketCatalogStore(api, (message) => logged.push(message));
  return { api, store, logged };
}

describe('MarketCatalogStore', () => {
  it('shows and indexes the categories in the catalogue order, hiding empty ones', async () => {
    const { store } = catalogue();
    await store.search('');
    expect(store.index).toEqual(['财务', '协同办公', '服务']);
    await store.search(' 审批 ');
    expect(store.keyword).toBe('审批');
    expect(store.visibleGroups.map((group) => group.categoryName)).toEqual(['财务', '协同办公']);
    expect(store.index).toEqual(['财务', '协同办公']);
  });

  it('drops an answer overtaken by a newer search', async () => {
    const { api, store } = catalogue();
    const slow = store.search('工单');
    await store.search('审批');
    await slow;
    expect(api.calls).toEqual(['marketGroups 工单', 'categories', 'marketGroups 审批', 'categories']);
    expect(store.applications.map((application) => application.name)).toEqual(['费用审批', '审批']);
  });

  it('logs load failures of the categories and the list instead of showing them (spec §8)', async () => {
    const { api, store, logged } = catalogue();
    api.failCatalogueWith = new Error('网络错误');
    await store.search('');
    expect([...logged].sort()).toEqual(['应用列表加载失败', '应用分类加载失败'].sort());
    expect(store.failed).toBe(true);
    expect(store.loading).toBe(false);
  });
});
