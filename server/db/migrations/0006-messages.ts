import type { Migration } from './migration';

/**
 * Messages (消息) and notices (通知): released here, now the notice area's own
 * (`server/areas/notice/migrations.ts`, `notice-0001-messages`, which creates the same tables when
 * they are missing). The id stays in the history so that databases which applied it keep a history
 * that matches the code; its SQL is empty now.
 */
export const messages: Migration = {
  id: '0006-messages',
  sql: 'select 1',
};
