import type { RequestOptions, RequestService } from '@core/services/request-service';
import { ApplicationInState, HttpManagedApplicationApi } from '@plugins/settings/api/managed-application-api';

class RecordingRequest implements RequestService {
  readonly posts: { url: string; body: unknown; options?: RequestOptions }[] = [];
  async post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
    this.posts.push({ url, body, options });
    return undefined as T;
  }
  postForFile(): Promise<never> {
    return Promise.reject(new Error('no file is asked for here'));
  }
}

describe('HttpManagedApplicationApi', () => {
  it('posts each call to its path, silently, sending only the filters given', async () => {
    const request = new RecordingRequest();
    const api = new HttpManagedApplicationApi(request);
    await api.page({ pageNum: 2, pageSize: 20 });
    await api.page({ pageNum: 1, pageSize: 10, name: '  审批 ', inState: ApplicationInState.disabled });
    await api.page({ pageNum: 1, pageSize: 10, name: '   ' });
    await api.detail('u1');
    await api.modifyState('u1', ApplicationInState.enabled);
    await api.modifyRoles('u1', ['r1', 'r2']);
    await api.remove('u1');
    await api.resourceTree('u1');
    const silent = { silent: true };
    expect(request.posts).toEqual([
      { url: '/app/v1/manage/application/page', body: { pageNum: 2, pageSize: 20 }, options: silent },
      {
        url: '/app/v1/manage/application/page',
        body: { pageNum: 1, pageSize: 10, name: '审批', inState: 2 },
        options: silent,
      },
      { url: '/app/v1/manage/application/page', body: { pageNum: 1, pageSize: 10 }, options: silent },
      { url: '/app/v1/manage/application/detail', body: { uniqueId: 'u1' }, options: silent },
      {
        url: '/app/v1/manage/application/modify/state',
        body: { uniqueId: 'u1', inState: 1 },
        options: silent,
      },
      {
        url: '/app/v1/manage/application/modify',
        body: { uniqueId: 'u1', roleUniqueIds: ['r1', 'r2'] },
        options: silent,
      },
      { url: '/app/v1/manage/application/remove', body: { uniqueId: 'u1' }, options: silent },
      { url: '/app/v1/manage/application/resource/tree', body: { uniqueId: 'u1' }, options: silent },
    ]);
  });
});
