import { UserAddOutlined } from '@ant-design/icons';
import { useService } from '@core';
import { type CrudColumn, PanelList, type RowAction } from '@core/crud';
import type { ChangeOptions } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { Alert, Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { RoleApi, type RoleMember, type RoleMemberQuery, type RoleSummary } from '../../api/role-api';
import { roleMemberPageQuery, SettingsTag } from '../../api/settings-queries';
import { MemberStateTag } from '../../components/member-state-tag';

const columns: CrudColumn<RoleMember>[] = [
  {
    title: '关键词',
    key: 'keyword',
    hideInTable: true,
    search: { ariaLabel: '搜索成员', placeholder: '搜索姓名或手机号', instant: true },
  },
  { title: '姓名', dataIndex: 'nickname', ellipsis: true },
  { title: '手机号', dataIndex: 'telephone', width: 160 },
  {
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (state: RoleMember['state']) => <MemberStateTag state={state} />,
  },
];

/** 移除: takes a member off the role; a refusal (the last administrator) is handed to `onRefused`. */
function useRemoveMember(
  role: RoleSummary,
  onRefused: (message: string | undefined) => void,
): ChangeOptions<RoleMember, unknown> {
  const api = useService(RoleApi);
  return {
    change: (member) => {
      onRefused(undefined);
      return api.removeMembers(role.uniqueId, [member.uniqueId]);
    },
    // The role's count and the member's roles on the staff pages follow. Not awaited: the confirm
    // closes with the change, before its row leaves the reloaded list.
    invalidates: [SettingsTag.roles, SettingsTag.staff],
    success: (_removed, member) => `已将「${member.nickname}」移出该角色`,
    refusal: (message) => onRefused(message),
    fallback: '移除失败，请稍后再试',
  };
}

/**
 * The 成员 tab: the role's members, paged and searchable by name or telephone. Holders of 分配成员
 * (ROLE_MEMBER) add members and take them off; a refusal (the last administrator) shows above the list.
 * Mount it once per role (`key`): the search and page belong to the role they were chosen for.
 */
export function RoleMembersPanel({
  role,
  canManage,
  onAddMembers,
}: {
  role: RoleSummary;
  canManage: boolean;
  onAddMembers(): void;
}) {
  const [refusal, setRefusal] = useState<string>();
  const remove = useRemoveMember(role, setRefusal);
  const actions: RowAction<RoleMember>[] = [
    {
      key: 'remove',
      label: '移除',
      ariaLabel: (member) => `移除 ${member.nickname}`,
      permission: SettingsPermission.roleMember,
      danger: true,
      confirm: {
        title: (member) => `将「${member.nickname}」移出角色「${role.name}」？`,
        description: role.builtIn ? '移出后其将不再是管理员。' : '移出后其将失去该角色授予的权限。',
        okText: '移除',
      },
      change: remove,
    },
  ];
  const params = useMemo<Partial<RoleMemberQuery>>(() => ({ uniqueId: role.uniqueId }), [role.uniqueId]);

  return (
    <Flex vertical gap={12}>
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          title="移除失败"
          description={refusal}
          onClose={() => setRefusal(undefined)}
        />
      )}
      <PanelList
        rowKey="uniqueId"
        columns={columns}
        query={roleMemberPageQuery}
        params={params}
        actions={actions}
        errorTitle="成员加载失败"
        emptyText={(searched) => (searched ? '没有找到相关的成员' : '该角色还没有成员')}
        extra={
          canManage && (
            <Button type="primary" icon={<UserAddOutlined />} onClick={onAddMembers}>
              添加成员
            </Button>
          )
        }
      />
    </Flex>
  );
}
