/**
 * The messages area's public API: the only file of `server/areas/notice/` that code outside the area
 * may import. `sendMessage(tx, message)` tells members about something, in the transaction of the
 * change that causes it (README "Messages: sending one from any area").
 */

export { unreadCount } from './messages/inbox';
export {
  MessageTypeCode,
  type OutgoingMessage,
  type Recipients,
  type SentMessage,
  sendMessage,
} from './messages/message-service';
export { type NoticeToPublish, publishNotice } from './messages/publish-notice';
