import type { LaunchReason } from '@manifests/contracts/application-launch';
import type { LaunchRefusal } from '../launcher/launch-rules';

/** How a refusal reads on a tag: the state of the application, short. */
export const reasonLabels: Record<LaunchReason, string> = {
  未开通: '未开通',
  停用: '已停用',
  到期: '已到期',
  无权限: '未授权',
  仅移动端: '仅移动端',
  暂无网页端: '暂无网页端',
};

/** Refusals drawn in warning colours: switched off, lapsed. */
const modifiers: Partial<Record<LaunchReason, string>> = {
  停用: ' market-tag--off',
  到期: ' market-tag--expired',
};

/**
 * Why an application does not open, shown before any click: a plain tag (rows and cards render it by
 * the hundred) whose tooltip is the server's sentence.
 */
export function LaunchReasonTag({ refusal }: { refusal: LaunchRefusal }) {
  return (
    <span className={`market-tag${modifiers[refusal.reason] ?? ''}`} title={refusal.message}>
      {reasonLabels[refusal.reason]}
    </span>
  );
}
