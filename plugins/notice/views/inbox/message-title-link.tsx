import { Link } from 'react-router-dom';
import type { MessageSummary } from '../../api/notice-api';
import { messagePath } from './message-format';

/** A message's title linking to its page; an unread one has a dot (named 未读) and is bold. */
export function MessageTitleLink({
  message,
}: {
  message: Pick<MessageSummary, 'uniqueId' | 'title' | 'read'>;
}) {
  const className = message.read ? 'atrium-inbox__title' : 'atrium-inbox__title atrium-inbox__title--unread';
  return (
    <span className={className}>
      {!message.read && <span className="atrium-inbox__dot" role="img" aria-label="未读" />}
      <Link to={messagePath(message.uniqueId)}>{message.title}</Link>
    </span>
  );
}
