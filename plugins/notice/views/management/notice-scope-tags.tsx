import { Space, Tag, Tooltip } from 'antd';
import type { PublishedNotice } from '../../api/notice-api';
import { ORGANIZATION_SCOPE_LABEL, scopeLabel } from './notice-format';

/**
 * Who received a notice: 全体成员, or its departments as tags; past `max` the rest fold into a
 * "+N" tag whose tooltip names every department.
 */
export function NoticeScopeTags({
  notice,
  max = 2,
}: {
  notice: Pick<PublishedNotice, 'scope' | 'departments'>;
  /** Tags shown before the rest fold; Infinity shows every one. */
  max?: number;
}) {
  if (notice.scope === 'organization') return <Tag color="blue">{ORGANIZATION_SCOPE_LABEL}</Tag>;
  const shown = notice.departments.slice(0, max);
  const hidden = notice.departments.length - shown.length;
  return (
    <Space size={[0, 4]} wrap>
      {shown.map((department) => (
        <Tag key={department.uniqueId}>{department.name}</Tag>
      ))}
      {hidden > 0 && (
        <Tooltip title={scopeLabel(notice)}>
          <Tag aria-label={`另有 ${hidden} 个部门`}>+{hidden}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
