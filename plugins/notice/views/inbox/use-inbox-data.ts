import { useKeyedLoad } from '@core';
import type { Page } from '@core/data';
import type { MessagePageQuery, MessageSummary, MessageType, NoticeApi } from '../../api/notice-api';

export interface MessagePageState {
  page: Page<MessageSummary> | undefined;
  loading: boolean;
  error: string | undefined;
}

/**
 * One page of the inbox for `query`. Loads again when the query, the inbox revision or the retry count
 * changes, but not merely because the kept-alive view is shown again.
 */
export function useMessagePage(
  api: NoticeApi,
  query: MessagePageQuery,
  revision: number,
  attempt: number,
): MessagePageState {
  const { value, loading, error } = useKeyedLoad(
    () => api.page(query),
    JSON.stringify([query, revision, attempt]),
  );
  return { page: value, loading, error };
}

export type MessageTypesState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; types: MessageType[] };

/** The message types with their unread counts, reloaded with the inbox (reading changes the counts). */
export function useMessageTypes(api: NoticeApi, revision: number, attempt: number): MessageTypesState {
  const { value, error } = useKeyedLoad(() => api.types(), `${revision}#${attempt}`);
  if (error) return { kind: 'failed', message: error };
  return value ? { kind: 'ready', types: value } : { kind: 'loading' };
}
