import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import type { UserDetail } from '../../api/auth-api';
import { maskTelephone } from '../login/login-rules';

/** A member as the confirmation names them: nickname (else telephone) and organisation. */
function memberName(member: UserDetail): string {
  return member.nickname || maskTelephone(member.telephone);
}

export interface HandoverConfirmProps {
  /** Whom the link signs in (read with the link's token). */
  incoming: UserDetail;
  /** Who is signed in on this browser now; null when nobody is. */
  current: UserDetail | null;
  onAccept(): void;
  onDecline(): void;
}

/** 确认登录: who the link signs in, who it replaces, and 继续登录 / 取消. */
export function HandoverConfirm({ incoming, current, onAccept, onDecline }: HandoverConfirmProps) {
  return (
    <Flex vertical gap={16} role="region" aria-labelledby="handover-title">
      <div>
        <Typography.Title level={4} id="handover-title" style={{ margin: 0 }}>
          确认登录
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          此链接将以下面的身份登录管理端：
        </Typography.Paragraph>
      </div>
      <Descriptions
        bordered
        size="small"
        column={1}
        aria-label="将要登录的身份"
        items={[
          { key: 'member', label: '成员', children: memberName(incoming) },
          { key: 'organization', label: '组织', children: incoming.organizationName },
          { key: 'telephone', label: '手机号', children: maskTelephone(incoming.telephone) },
        ]}
      />
      {current && (
        <Alert
          type="warning"
          showIcon
          title={`此浏览器已登录 ${memberName(current)}（${current.organizationName}）`}
          description="继续登录将退出当前成员，并以上面的身份登录。"
        />
      )}
      <Typography.Text type="secondary">
        如果这不是您本人发起的登录，请点击「取消」，{current ? '当前成员保持登录。' : '不会登录任何账号。'}
      </Typography.Text>
      <Flex gap={8}>
        <Button type="primary" onClick={onAccept} style={{ flex: 1 }}>
          继续登录
        </Button>
        <Button onClick={onDecline} style={{ flex: 1 }}>
          取消
        </Button>
      </Flex>
    </Flex>
  );
}
