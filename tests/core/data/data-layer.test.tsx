import { QueryClientService } from '@core/data/query-client-service';
import { createQueryClient, retryOnceOnNetworkError } from '@core/data/create-query-client';
import { defineQuery } from '@core/data/define-query';
import { invalidate } from '@core/data/invalidate';
import type { Page, PageQuery } from '@core/data/page';
import { QueryState } from '@core/data/query-state';
import { useData, useInvalidate } from '@core/data/use-data';
import { createContainer } from '@core/di/container';
import { token } from '@core/di/token';
import { ApiError, NETWORK_ERROR_CODE } from '@core/services/api-error';
import { UiTimings } from '@core/services/ui-timings';
import { act, screen, waitFor } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer, TEST_TIMINGS } from '@tests/support/test-container';

/** A paged API whose calls the test watches and answers. */
class FakeThingApi {
  calls: { query: PageQuery; signal: AbortSignal | undefined }[] = [];
  names = ['甲', '乙'];
  failure: Error | undefined;
  hold: Promise<void> | undefined;
  async page(query: PageQuery, signal?: AbortSignal): Promise<Page<string>> {
    this.calls.push({ query, signal });
    if (this.hold) await this.hold;
    if (this.failure) throw this.failure;
    return { list: [...this.names], total: this.names.length, ...query };
  }
}
const ThingApi = token<FakeThingApi>('test.ThingApi');
const thingPage = defineQuery({
  key: ['test', 'things', 'page'],
  service: ThingApi,
  fetch: (api, query: PageQuery, signal) => api.page(query, signal),
  tags: ['things'],
});

function Things({ pageNum = 1 }: { pageNum?: number }) {
  const query = useData(thingPage, { pageNum, pageSize: 10 });
  const invalidateAll = useInvalidate();
  return (
    <>
      <button type="button" onClick={() => void invalidateAll('things')}>
        changed
      </button>
      <QueryState query={query} errorTitle="事物加载失败" isEmpty={(page) => page.total === 0} empty="暂无事物">
        {(page) => <ul>{page.list.map((name) => <li key={name}>{name}</li>)}</ul>}
      </QueryState>
    </>
  );
}

function setup() {
  const api = new FakeThingApi();
  const test = createTestContainer({ overrides: (c) => c.bind(ThingApi).toConstantValue(api) });
  const user = userEvent.setup({ delay: null });
  return { ...test, api, user };
}

describe('the data layer', () => {
  it('loads by key and parameters, showing a skeleton and never the empty message meanwhile', async () => {
    const test = setup();
    let release!: () => void;
    test.api.hold = new Promise((resolve) => {
      release = resolve;
    });
    test.api.names = [];
    const { container } = renderWithServices(<Things />, { container: test.container });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('暂无事物')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('暂无事物')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(test.api.calls.map((call) => call.query)).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('reloads what carries a tag once a change invalidates it', async () => {
    const test = setup();
    renderWithServices(<Things />, { container: test.container });
    expect(await screen.findByText('甲')).toBeInTheDocument();
    test.api.names = ['丙'];
    await test.user.click(screen.getByText('changed'));
    expect(await screen.findByText('丙')).toBeInTheDocument();
    expect(test.api.calls).toHaveLength(2);
  });

  it('marks a hidden query stale by tag or key prefix, reloading it when shown again', async () => {
    const test = setup();
    const { unmount } = renderWithServices(<Things />, { container: test.container });
    expect(await screen.findByText('甲')).toBeInTheDocument();
    unmount();
    const client = test.service(QueryClientService).current!;
    await invalidate(client, ['test', 'things']);
    expect(test.api.calls).toHaveLength(1);
    renderWithServices(<Things />, { container: test.container });
    await waitFor(() => expect(test.api.calls).toHaveLength(2));
    // Shown again without a change: the fresh answer is kept.
    await invalidate(client, 'other-tag');
    expect(test.api.calls).toHaveLength(2);
  });

  it('cancels a load nobody shows any more', async () => {
    const test = setup();
    test.api.hold = new Promise(() => undefined);
    const { unmount } = renderWithServices(<Things />, { container: test.container });
    await waitFor(() => expect(test.api.calls).toHaveLength(1));
    const signal = test.api.calls[0]!.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('shows a failure with the server reason and 重试, which loads again', async () => {
    const test = setup();
    test.api.failure = new ApiError(500100, '服务繁忙');
    renderWithServices(<Things />, { container: test.container });
    expect(await screen.findByText('事物加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙')).toBeInTheDocument();
    // A business refusal is not asked again by itself.
    expect(test.api.calls).toHaveLength(1);
    test.api.failure = undefined;
    await test.user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('甲')).toBeInTheDocument();
    expect(test.api.calls).toHaveLength(2);
  });

  it('retries once for an unreachable server, never for a refusal', () => {
    const network = new ApiError(NETWORK_ERROR_CODE, 'Network Error');
    expect(retryOnceOnNetworkError(0, network)).toBe(true);
    expect(retryOnceOnNetworkError(1, network)).toBe(false);
    expect(retryOnceOnNetworkError(0, new ApiError(400041, '不能停用自己'))).toBe(false);
    expect(retryOnceOnNetworkError(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('waits out the console’s pauses, which a test container shortens', () => {
    // The real container: search after 500 ms of quiet (spec §9), ask an unreachable server again after 1 s.
    const timings = createContainer({ plugins: [] }).get<UiTimings>(UiTimings);
    expect(timings).toEqual({ searchSettleMs: 500, networkRetryDelayMs: 1000, draftAutosaveMs: 1000 });
    expect(createQueryClient(timings).getDefaultOptions().queries?.retryDelay).toBe(1000);
    expect(setup().container.get(UiTimings)).toEqual(TEST_TIMINGS);
  });

  it('forgets every answer on clear() (sign-out, organisation switch)', async () => {
    const test = setup();
    const { unmount } = renderWithServices(<Things />, { container: test.container });
    expect(await screen.findByText('甲')).toBeInTheDocument();
    unmount();
    const queries = test.service(QueryClientService);
    expect(queries.current!.getQueryCache().getAll()).toHaveLength(1);
    queries.clear();
    expect(queries.current!.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('answers that arrive together', () => {
  it('are told to their subscribers at the end of the task, not each in a task of its own (one render for all)', async () => {
    createQueryClient();
    const order: string[] = [];
    setTimeout(() => order.push('the next task'), 0);
    notifyManager.schedule(() => order.push('told'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['told', 'the next task']);
  });
});
