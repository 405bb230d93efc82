import { Tag } from 'antd';

/** A member's state in a list of members: 1 在职, otherwise 停用. */
export function MemberStateTag({ state }: { state: number }) {
  return state === 1 ? <Tag color="success">在职</Tag> : <Tag color="default">停用</Tag>;
}
