import { Notifier, useService } from '@core';
import { useMemo } from 'react';
import { InboxStore } from '../../stores/inbox-store';

/**
 * Reading and removing messages, shared by the list and a message's page: each says how it went and
 * resolves whether it was done. A refusal was already shown by the request service's toast.
 */
export function useInboxCommands() {
  const inbox = useService(InboxStore);
  const notifier = useService(Notifier);
  return useMemo(() => {
    const attempt = async (change: () => Promise<unknown>, done?: string): Promise<boolean> => {
      try {
        await change();
        if (done) notifier.success(done);
        return true;
      } catch {
        return false;
      }
    };
    return {
      /** Marks messages read; quietly for a message being opened (`quiet`). */
      read: (uniqueIds: string[], quiet = false) =>
        attempt(
          () => inbox.read(uniqueIds),
          quiet ? undefined : uniqueIds.length > 1 ? `已将 ${uniqueIds.length} 条消息标为已读` : '已标为已读',
        ),
      readAll: (typeCode: string | undefined, count: number) =>
        attempt(() => inbox.readAll(typeCode), `已将 ${count} 条消息标为已读`),
      remove: (uniqueIds: string[]) =>
        attempt(
          () => inbox.remove(uniqueIds),
          uniqueIds.length > 1 ? `已删除 ${uniqueIds.length} 条消息` : '已删除消息',
        ),
    };
  }, [inbox, notifier]);
}
