import type { RequestOptions, RequestService } from '@core/services/request-service';
import { HttpMarketApi } from '@plugins/market/api/market-api';

class RecordingRequest implements RequestService {
  readonly posts: { url: string; body: unknown; options?: RequestOptions }[] = [];
  async post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    this.posts.push(options ? { url, body, options } : { url, body });
    return undefined as T;
  }
  postForFile(): Promise<never> {
    return Promise.reject(new Error('no file is asked for here'));
  }
}

describe('HttpMarketApi', () => {
  it('posts each call to its path with its body', async () => {
    const request = new RecordingRequest();
    const api = new HttpMarketApi(request);
    await api.heldApplications();
    await api.heldApplication('u1');
    await api.agentCheck('agent-1');
    await api.marketDetail('u1');
    await api.editions('u1');
    await api.openApplication('u1');
    await api.openApplication('u1', 'e1');
    await api.managedPage({ pageNum: 1, pageSize: 10, name: '' });
    await api.modifyState('u1', 2);
    await api.modifyRoles('u1', ['r1']);
    await api.removeApplication('u1');
    await api.managedResourceTree('u1');
    await api.cardGroups();
    await api.layout();
    await api.saveFavourites(['b', 'a']);
    await api.recentApplications();
    expect(request.posts).toEqual([
      { url: '/app/v1/user/application/list', body: undefined },
      { url: '/app/v1/user/application/detail', body: { uniqueId: 'u1' } },
      { url: '/app/v1/user/application/agent/check', body: { agentId: 'agent-1' } },
      { url: '/app/v1/marketplace/application/detail', body: { uniqueId: 'u1' } },
      { url: '/app/v1/marketplace/application/edition/list', body: { uniqueId: 'u1' } },
      { url: '/app/v1/manage/application/open', body: { uniqueId: 'u1' } },
      { url: '/app/v1/manage/application/open', body: { uniqueId: 'u1', editionUniqueId: 'e1' } },
      { url: '/app/v1/manage/application/page', body: { pageNum: 1, pageSize: 10 } },
      { url: '/app/v1/manage/application/modify/state', body: { uniqueId: 'u1', inState: 2 } },
      { url: '/app/v1/manage/application/modify', body: { uniqueId: 'u1', roleUniqueIds: ['r1'] } },
      { url: '/app/v1/manage/application/remove', body: { uniqueId: 'u1' } },
      { url: '/app/v1/manage/application/resource/tree', body: { uniqueId: 'u1' } },
      { url: '/app/v1/employee/layout/card/list', body: undefined },
      { url: '/app/v1/employee/layout/detail', body: undefined },
      { url: '/app/v1/employee/favorite/modify', body: { applicationUniqueIds: ['b', 'a'] } },
      { url: '/app/v1/user/layout/preview', body: undefined },
    ]);
  });

  it('asks the auth service for an application token', async () => {
    const request = new RecordingRequest();
    await new HttpMarketApi(request).applicationToken('agent-1');
    expect(request.posts).toEqual([
      { url: '/v1/exchange/owner/app/token', body: { agentId: 'agent-1' }, options: { service: 'auth' } },
    ]);
  });

  it('loads the catalogue silently: its failures are logged, not toasted (spec §8)', async () => {
    const request = new RecordingRequest();
    const api = new HttpMarketApi(request);
    await api.categories();
    await api.marketGroups('审批');
    await api.marketGroups('');
    expect(request.posts).toEqual([
      { url: '/app/v1/marketplace/application/category/list/name', body: {}, options: { silent: true } },
      {
        url: '/app/v1/marketplace/application/group/list',
        body: { name: '审批' },
        options: { silent: true },
      },
      { url: '/app/v1/marketplace/application/group/list', body: {}, options: { silent: true } },
    ]);
  });
});
