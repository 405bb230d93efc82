import { formatDate, NO_EXPIRY } from '@core';
import { Space, Tag, Typography } from 'antd';
import type { ManagedApplication } from '../../api/managed-application-api';
import { isDisabledHere, isExpired, isPlatformDisabled, isUsable } from './application-status';

type Switches = Pick<ManagedApplication, 'state' | 'inState' | 'expiredTime'>;

/**
 * Why an application does or does not open for members: 已启用, or each of 平台停用 (the platform's
 * switch, beyond the organisation's reach), 已停用 (the organisation's) and 已到期 that applies.
 */
export function ApplicationStateTags({ application, now }: { application: Switches; now: number }) {
  if (isUsable(application, now)) return <Tag color="success">已启用</Tag>;
  return (
    <Space size={[0, 4]} wrap>
      {isPlatformDisabled(application) && <Tag color="error">平台停用</Tag>}
      {isDisabledHere(application) && <Tag>已停用</Tag>}
      {isExpired(application, now) && <Tag color="warning">已到期</Tag>}
    </Space>
  );
}

/** 长期有效 (NO_EXPIRY), or the expiry date (marked once it has passed). */
export function ApplicationExpiry({ application, now }: { application: Switches; now: number }) {
  if (!application.expiredTime) return <Typography.Text type="secondary">{NO_EXPIRY}</Typography.Text>;
  const date = formatDate(application.expiredTime);
  return isExpired(application, now) ? (
    <Typography.Text type="danger">{date} 已到期</Typography.Text>
  ) : (
    <span>{date} 到期</span>
  );
}
