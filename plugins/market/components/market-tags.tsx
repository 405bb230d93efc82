import type { ApplicationLaunch } from '@manifests/contracts/application-launch';
import { Tag } from 'antd';
import { refusalOf } from '../launcher/launch-rules';
import { reasonLabels } from './launch-reason';

const reasonColours: Record<string, string> = { 停用: 'red', 到期: 'orange' };

/**
 * Whether an application opens for the member (已开通 可使用), else why not — 未开通, 已停用, 已到期,
 * 未授权, 仅移动端, 暂无网页端 — with the server's sentence as its tooltip.
 */
export function MarketTags({
  application,
}: {
  application: { installed: boolean; launch?: ApplicationLaunch };
}) {
  const refusal = refusalOf(application);
  if (refusal) {
    return (
      <Tag color={reasonColours[refusal.reason]} title={refusal.message}>
        {reasonLabels[refusal.reason]}
      </Tag>
    );
  }
  if (!application.installed) return <Tag>未开通</Tag>;
  return (
    <>
      <Tag color="blue">已开通</Tag>
      <Tag color="green">可使用</Tag>
    </>
  );
}
