import { catalogViewOf } from '@plugins/market/catalog/catalog-view';
import { type MarketCatalog, useMarketCatalog } from '@plugins/market/catalog/use-market-catalog';
import { act, waitFor } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { useState } from 'react';
import { marketApplication } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

const CATALOGUE = [
  marketApplication('approval', { name: '审批', categoryName: '协同办公' }),
  marketApplication('work', { name: '工单', categoryName: '服务' }),
  marketApplication('fee', { name: '费用审批', categoryName: '财务' }),
];
const CATEGORIES = [
  { categoryName: '财务', applicationCount: 1 },
  { categoryName: '空分类', applicationCount: 0 },
  { categoryName: '协同办公', applicationCount: 1 },
  { categoryName: '服务', applicationCount: 1 },
];

interface Seen {
  current?: MarketCatalog;
  type?(keyword: string): void;
}

/** The hook under a component: `seen.current` is what it answered last, `seen.type` types a keyword. */
function Probe({ seen }: { seen: Seen }) {
  const [keyword, setKeyword] = useState('');
  seen.current = useMarketCatalog(keyword);
  seen.type = setKeyword;
  return null;
}

async function catalogue() {
  const test = await marketTestContainer();
  test.market.catalogue = CATALOGUE;
  test.market.categoryList = CATEGORIES;
  const seen: Seen = {};
  renderWithServices(<Probe seen={seen} />, { container: test.container });
  const search = (keyword: string) => act(() => seen.type?.(keyword));
  return { ...test, seen, search };
}

describe('the market catalogue', () => {
  it('shows and indexes the categories in the catalogue order, hiding empty ones', () => {
    const groups = [
      { categoryName: '协同办公', applications: [CATALOGUE[0]!] },
      { categoryName: '服务', applications: [CATALOGUE[1]!] },
      { categoryName: '空分类', applications: [] },
      { categoryName: '财务', applications: [CATALOGUE[2]!] },
      { categoryName: '未列出', applications: [marketApplication('x', { categoryName: '未列出' })] },
    ];
    const view = catalogViewOf(groups, CATEGORIES);
    expect(view.index).toEqual(['财务', '协同办公', '服务', '未列出']);
    expect(view.applications.map((application) => application.uniqueId)).toEqual([
      'fee',
      'approval',
      'work',
      'x',
    ]);
    // Without the categories (their load failed), the server's order.
    expect(catalogViewOf(groups, []).index).toEqual(['协同办公', '服务', '财务', '未列出']);
  });

  it('searches the trimmed keyword, showing the groups with their order at once', async () => {
    const { seen, search, market } = await catalogue();
    await waitFor(() => expect(seen.current?.index).toEqual(['财务', '协同办公', '服务']));
    await search(' 审批 ');
    await waitFor(() => expect(seen.current?.keyword).toBe('审批'));
    await waitFor(() => expect(seen.current?.index).toEqual(['财务', '协同办公']));
    expect(seen.current?.visibleGroups.map((group) => group.categoryName)).toEqual(['财务', '协同办公']);
    // The categories are asked for once.
    expect(market.calls.filter((call) => call === 'categories')).toHaveLength(1);
  });

  it('drops an answer overtaken by a newer search', async () => {
    const { seen, search, market } = await catalogue();
    await waitFor(() => expect(seen.current?.loading).toBe(false));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = market.marketGroups.bind(market);
    market.marketGroups = async (name?: string) => {
      const groups = answer(name);
      if (name === '工单') await held;
      return groups;
    };
    await search('工单');
    await waitFor(() => expect(market.calls).toContain('marketGroups 工单'));
    await search('审批');
    await waitFor(() =>
      expect(seen.current?.applications.map((application) => application.name)).toEqual(['费用审批', '审批']),
    );
    await act(async () => release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(seen.current?.applications.map((application) => application.name)).toEqual(['费用审批', '审批']);
  });

  it('logs load failures of the categories and the list instead of showing them (spec §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const test = await marketTestContainer();
      test.market.failCatalogueWith = new Error('网络错误');
      const seen: Seen = {};
      renderWithServices(<Probe seen={seen} />, { container: test.container });
      await waitFor(() => expect(seen.current?.failed).toBe(true));
      expect(seen.current?.loading).toBe(false);
      expect(seen.current?.applications).toEqual([]);
      expect([...logged.mock.calls.map(([message]) => message)].sort()).toEqual(
        ['应用列表加载失败', '应用分类加载失败'].sort(),
      );
      expect(test.notifier.errors).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});
