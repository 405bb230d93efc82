import { QueryClientService, RequestService, SessionChangeContribution, UserDetailContribution } from '@core';
import { ContainerModule } from 'inversify';
import { HttpNoticeApi, NoticeApi } from './api/notice-api';
import { InboxStore } from './stores/inbox-store';
import { UnreadMessagesStore } from './stores/unread-messages-store';

/** The messages area's services. */
export const noticeModule = new ContainerModule(({ bind }) => {
  bind<NoticeApi>(NoticeApi)
    .toDynamicValue((context) => new HttpNoticeApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  // The bell's count: fed by every user-info answer, forgotten when the session ends.
  bind(UnreadMessagesStore)
    .toDynamicValue(() => new UnreadMessagesStore())
    .inSingletonScope();
  bind(UserDetailContribution).toService(UnreadMessagesStore);
  bind(SessionChangeContribution).toService(UnreadMessagesStore);
  bind(InboxStore)
    .toDynamicValue(
      (context) =>
        new InboxStore(
          context.get<NoticeApi>(NoticeApi),
          context.get(UnreadMessagesStore),
          context.get<QueryClientService>(QueryClientService),
        ),
    )
    .inSingletonScope();
});
