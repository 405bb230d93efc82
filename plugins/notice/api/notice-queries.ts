import { defineQuery } from '@core/data';
import { type MessagePageQuery, NoticeApi, type NoticePageQuery } from './notice-api';
import { NoticeTag } from './notice-tags';

export { NoticeTag };

/**
 * What the messages views read, keyed by resource and parameters. A published or withdrawn notice
 * invalidates `notices` (通知管理) and `inbox` (it may reach the publisher's own inbox); reading or
 * removing messages invalidates `inbox` (InboxStore does, after each change). The recipients' tree is
 * core's `departmentTreeQuery` (settings' `departments` tag: a department renamed there reloads it).
 */
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

/** A page of the member's inbox, by type, read state and keyword. */
export const messagePageQuery = defineQuery({
  key: ['notice', 'inbox', 'page'],
  service: NoticeApi,
  fetch: (api, query: MessagePageQuery, signal) => api.page(query, { signal }),
  tags: [NoticeTag.inbox],
});

/** The message types with the member's unread count of each (reading changes them). */
export const messageTypesQuery = defineQuery({
  key: ['notice', 'inbox', 'types'],
  service: NoticeApi,
  fetch: (api, _: undefined, signal) => api.types({ signal }),
  tags: [NoticeTag.inbox],
});

/** One message of the inbox, with its body. */
export const messageDetailQuery = defineQuery({
  key: ['notice', 'inbox', 'detail'],
  service: NoticeApi,
  fetch: (api, uniqueId: string, signal) => api.detail(uniqueId, { signal }),
  tags: [NoticeTag.inbox],
});
