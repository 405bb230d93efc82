import { Tag } from 'antd';
import { isDisabled, isExpired } from '../launcher/launch-rules';

interface TaggedApplication {
  installed: boolean;
  held: boolean;
  state: number | null;
  inState: number | null;
  expiredTime: string | null;
}

/** Whether the organisation installed an application, whether it still works, and whether the member holds it. */
export function MarketTags({ application }: { application: TaggedApplication }) {
  if (!application.installed) return <Tag>未开通</Tag>;
  const { state, inState, expiredTime } = application;
  if (isDisabled({ state: state ?? 1, inState: inState ?? 1 })) return <Tag color="red">已停用</Tag>;
  if (isExpired({ expiredTime }, Date.now())) return <Tag color="orange">已到期</Tag>;
  return (
    <>
      <Tag color="blue">已开通</Tag>
      {application.held && <Tag color="green">可使用</Tag>}
    </>
  );
}
