import { type CrudColumn, PanelList } from '@core/crud';
import { Flex, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { DepartmentMember, DepartmentMemberQuery, DepartmentNode } from '../../api/department-api';
import { departmentMemberPageQuery } from '../../api/settings-queries';
import { MemberStateTag } from '../../components/member-state-tag';

const columns: CrudColumn<DepartmentMember>[] = [
  {
    title: '姓名',
    dataIndex: 'nickname',
    ellipsis: true,
    render: (nickname: string, member) => (
      <Flex gap={8} align="center">
        <span>{nickname}</span>
        {member.isAdmin && (
          <Tag color="gold" variant="filled">
            管理员
          </Tag>
        )}
      </Flex>
    ),
  },
  { title: '手机号', dataIndex: 'telephone', width: 160 },
  {
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (state: DepartmentMember['state']) => <MemberStateTag state={state} />,
  },
];

/**
 * The chosen department's members, paged on the server: those placed in it directly, or with
 * 包含下级部门 those of its sub-departments too. Mount it once per department (`key`): the page
 * belongs to the department it was chosen for. A change to the tree or to staff reloads it (tags).
 */
export function DepartmentMembersPanel({ department }: { department: DepartmentNode }) {
  const [includeDescendants, setIncludeDescendants] = useState(false);
  const params = useMemo<Partial<DepartmentMemberQuery>>(
    () => ({ uniqueId: department.uniqueId, includeDescendants }),
    [department.uniqueId, includeDescendants],
  );
  const switchId = `include-descendants-${department.uniqueId}`;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          直属成员 {department.memberCount} 人，含下级部门共 {department.totalMemberCount} 人
        </span>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch
            size="small"
            aria-labelledby={switchId}
            checked={includeDescendants}
            onChange={setIncludeDescendants}
          />
          <span id={switchId}>包含下级部门</span>
        </span>
      </Flex>
      <PanelList
        rowKey="uniqueId"
        columns={columns}
        query={departmentMemberPageQuery}
        params={params}
        errorTitle="成员加载失败"
        emptyText={() => (includeDescendants ? '该部门及下级部门暂无成员' : '该部门暂无直属成员')}
      />
    </Flex>
  );
}
