import { RequestService } from '@core/services/request-service';
import { SessionStore } from '@core/stores/session-store';
import { ContainerModule } from 'inversify';
import { HttpNoticeApi, NoticeApi } from './api/notice-api';
import { InboxStore } from './stores/inbox-store';
import { NoticeChangesStore } from './stores/notice-changes-store';

/** The messages area's services. */
export const noticeModule = new ContainerModule(({ bind }) => {
  bind<NoticeApi>(NoticeApi)
    .toDynamicValue((context) => new HttpNoticeApi(context.get<RequestService>(RequestService)))
    .inSingletonScope();
  bind(NoticeChangesStore)
    .toDynamicValue(() => new NoticeChangesStore())
    .inSingletonScope();
  bind(InboxStore)
    .toDynamicValue((context) => new InboxStore(context.get<NoticeApi>(NoticeApi), context.get(SessionStore)))
    .inSingletonScope();
});
