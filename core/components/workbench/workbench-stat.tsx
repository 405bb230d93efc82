import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SecondaryText } from '../typography-light';

/**
 * One stat card of the workbench (已开通应用, 待办, 未读消息): what an area contributes to its
 * `workbenchStats` slot, so every card looks the same. `to` leads to where the number comes from;
 * `hint` says what the number means, or why there is none yet.
 */
export function WorkbenchStat({
  title,
  value,
  suffix,
  hint,
  to,
  linkLabel,
  order,
  loading = false,
}: {
  title: string;
  value: number;
  suffix?: string;
  hint?: ReactNode;
  to?: string;
  linkLabel?: string;
  /** Place in the row, ascending (areas register in another order: 已开通应用, 待办, 未读消息). */
  order: number;
  /** The number is still on its way: a placeholder instead of a value that is not true yet. */
  loading?: boolean;
}) {
  return (
    <Card
      size="small"
      title={title}
      extra={to && <Link to={to}>{linkLabel ?? '查看'}</Link>}
      className="atrium-workbench-stat"
      style={{ order }}
    >
      <Statistic value={value} suffix={suffix} loading={loading} />
      {hint && <SecondaryText>{hint}</SecondaryText>}
    </Card>
  );
}
