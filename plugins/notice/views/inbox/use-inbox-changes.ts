import { useService } from '@core';
import type { ChangeOptions } from '@core/data';
import { useMemo } from 'react';
import type { MessageSummary } from '../../api/notice-api';
import { InboxStore } from '../../stores/inbox-store';

const readText = (count: number) => (count > 1 ? `已将 ${count} 条消息标为已读` : '已标为已读');
const removedText = (count: number) => (count > 1 ? `已删除 ${count} 条消息` : '已删除消息');

/**
 * Reading and removing messages, declared once for the list (a row, the chosen rows, a whole type)
 * and a message's page, each run through `useChange`: each says how it went; a refusal was already
 * shown by the request service's toast. The inbox store keeps the unread count and invalidates the
 * `inbox` tag itself.
 */
export function useInboxChanges() {
  const inbox = useService(InboxStore);
  return useMemo(() => {
    const read: ChangeOptions<string[], unknown> = {
      change: (uniqueIds) => inbox.read(uniqueIds),
      success: (_count, uniqueIds) => readText(uniqueIds.length),
    };
    const remove: ChangeOptions<string[], unknown> = {
      change: (uniqueIds) => inbox.remove(uniqueIds),
      success: (_count, uniqueIds) => removedText(uniqueIds.length),
    };
    return {
      read,
      /** A message being opened is marked read without a word. */
      readQuietly: { change: read.change } satisfies ChangeOptions<string[], unknown>,
      readAll: {
        change: ({ typeCode }) => inbox.readAll(typeCode),
        success: (_count, { count }) => `已将 ${count} 条消息标为已读`,
      } satisfies ChangeOptions<{ typeCode: string | undefined; count: number }, unknown>,
      remove,
      readRow: {
        change: (message) => inbox.read([message.uniqueId]),
        success: readText(1),
      } satisfies ChangeOptions<MessageSummary, unknown>,
      removeRow: {
        change: (message) => inbox.remove([message.uniqueId]),
        success: removedText(1),
      } satisfies ChangeOptions<MessageSummary, unknown>,
    };
  }, [inbox]);
}

export type InboxChanges = ReturnType<typeof useInboxChanges>;
