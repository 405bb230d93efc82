import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { SessionStore } from '../../stores/session-store';
import { NOTICE_LIST_PATH } from './navbar-links';

/** What the bell is called: the unread count is part of its name, since the badge is only drawn. */
export function messagesBellLabel(unread: number): string {
  return unread > 0 ? `消息，${unread} 条未读` : '消息';
}

/**
 * The navbar's 消息 button (spec §2): opens the inbox; a badge shows the member's unread messages
 * (from the user info, polled every 60 s, and set at once when a message is read), 99+ past 99.
 */
export const MessagesBell = observer(function MessagesBell() {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  const unread = session.unreadMessageCount;
  return (
    <Badge count={unread} overflowCount={99} size="small" offset={[-6, 6]} className="atrium-navbar__badge">
      <Tooltip title="消息">
        <Button
          type="text"
          className="atrium-navbar__icon"
          icon={<BellOutlined />}
          aria-label={messagesBellLabel(unread)}
          onClick={() => navigate(NOTICE_LIST_PATH)}
        />
      </Tooltip>
    </Badge>
  );
});
