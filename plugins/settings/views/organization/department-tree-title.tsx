import { Typography } from 'antd';
import type { DepartmentNode } from '../../api/department-api';

/** The name with the part matching the search marked, so a match stands out in its branch. */
function MarkedName({ name, keyword }: { name: string; keyword: string }) {
  const at = keyword ? name.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return <span>{name}</span>;
  return (
    <span>
      {name.slice(0, at)}
      <mark style={{ padding: 0, background: 'none', color: '#cf1322' }}>
        {name.slice(at, at + keyword.length)}
      </mark>
      {name.slice(at + keyword.length)}
    </span>
  );
}

/**
 * A department's title in the tree: its name and, muted, its members placed directly / including its
 * sub-departments (the tree's legend says which is which; the tooltip spells it out).
 */
export function DepartmentTreeTitle({ node, keyword }: { node: DepartmentNode; keyword: string }) {
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'baseline' }}>
      <MarkedName name={node.name} keyword={keyword.trim()} />
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12 }}
        title={`直属成员 ${node.memberCount} 人，含下级部门共 ${node.totalMemberCount} 人`}
      >
        {node.memberCount}/{node.totalMemberCount}
      </Typography.Text>
    </span>
  );
}
