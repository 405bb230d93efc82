import { Tag } from 'antd';

/** Colours whose text passes AA on their light fill (antd's orange, green and gold do not). */
const COLORS: Record<string, string> = {
  SYSTEM: 'blue',
  APPROVAL: 'magenta',
  CONTRACT: 'purple',
  PARK: 'success',
};

/** A message's type (系统通知, 审批消息, …), coloured by its code. */
export function MessageTypeTag({ code, name }: { code: string; name: string }) {
  return <Tag color={COLORS[code]}>{name || code}</Tag>;
}
