import { defineQuery } from '@core/data';
import { NoticeApi, type NoticePageQuery } from './notice-api';

/**
 * What the messages views read, keyed by resource and parameters. A published or withdrawn notice
 * invalidates `notices` (通知管理) and `inbox` (it may reach the publisher's own inbox). `departments`
 * is the settings area's tag too: a department renamed there reloads the recipients' tree here.
 */
export const NoticeTag = {
  notices: 'notices',
  inbox: 'inbox',
  departments: 'departments',
} as const;

export const noticePageQuery = defineQuery({
  key: ['notice', 'notices', 'page'],
  service: NoticeApi,
  fetch: (api, query: NoticePageQuery, signal) => api.noticePage(query, { signal }),
  tags: [NoticeTag.notices],
});

export const noticeDetailQuery = defineQuery({
  key: ['notice', 'notices', 'detail'],
  service: NoticeApi,
  fetch: (api, uniqueId: string, signal) => api.noticeDetail(uniqueId, { signal }),
  tags: [NoticeTag.notices],
});

export const recipientDepartmentsQuery = defineQuery({
  key: ['notice', 'departments', 'tree'],
  service: NoticeApi,
  fetch: (api, _: undefined, signal) => api.departmentTree({ signal }),
  tags: [NoticeTag.departments],
});
