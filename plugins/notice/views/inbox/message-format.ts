import { NoticePaths } from '@manifests/notice';
import type { MessageSummary } from '../../api/notice-api';

/** Who sent it: the publishing member, or 系统. */
export function publisherOf(message: Pick<MessageSummary, 'publisherName'>): string {
  return message.publisherName || '系统';
}

/** A message's page. */
export function messagePath(uniqueId: string): string {
  return `${NoticePaths.detail}?uniqueId=${encodeURIComponent(uniqueId)}`;
}

/** Where a message's 前往处理 may lead: a console path, or a web page opened in a new tab. */
export type MessageLink = { kind: 'console'; path: string } | { kind: 'web'; url: string };

/** The message's link if it is one the console may follow (a console path or http/https), else undefined. */
export function messageLinkOf(link: string): MessageLink | undefined {
  const trimmed = link.trim();
  if (/^\/(?!\/)/.test(trimmed)) return { kind: 'console', path: trimmed };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'web', url: trimmed };
  return undefined;
}
