import { Tag } from 'antd';

/** Whether the organisation installed an application and whether the member holds it. */
export function MarketTags({ application }: { application: { installed: boolean; held: boolean } }) {
  if (!application.installed) return <Tag>未开通</Tag>;
  return (
    <>
      <Tag color="blue">已开通</Tag>
      {application.held && <Tag color="green">可使用</Tag>}
    </>
  );
}
