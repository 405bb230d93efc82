import { BellOutlined } from '@ant-design/icons';
import { useService } from '@core';
import { NoticePaths } from '@manifests/notice';
import { Badge, Button, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { UnreadMessagesStore } from '../stores/unread-messages-store';

/** What the bell is called: the unread count is part of its name, since the badge is only drawn. */
export function messagesBellLabel(unread: number): string {
  return unread > 0 ? `消息，${unread} 条未读` : '消息';
}

/**
 * The navbar's 消息 button (spec §2), the messages area's contribution to the navbar: opens the inbox;
 * a badge shows the member's unread messages (from the user info, polled every 60 s, and set at once
 * when a message is read), 99+ past 99.
 */
const MessagesBell = observer(function MessagesBell() {
  const unread = useService(UnreadMessagesStore).count;
  const navigate = useNavigate();
  return (
    <Badge count={unread} overflowCount={99} size="small" offset={[-6, 6]} className="atrium-navbar__badge">
      <Tooltip title="消息">
        <Button
          type="text"
          className="atrium-navbar__icon"
          icon={<BellOutlined />}
          aria-label={messagesBellLabel(unread)}
          onClick={() => navigate(NoticePaths.list)}
        />
      </Tooltip>
    </Badge>
  );
});

export default MessagesBell;
