import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Menu, Tag, Tooltip, Typography } from 'antd';
import type { RoleSummary } from '../../api/role-api';

export const BUILT_IN_EXPLANATION = '内置的管理员角色拥有全部权限，不能重命名、删除或修改权限';

function RoleLabel({ role }: { role: RoleSummary }) {
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <Flex align="center" gap={4} style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: role.name }}>{role.name}</Typography.Text>
        {role.builtIn && (
          <>
            <Tag variant="filled" color="gold" style={{ marginInline: 4 }}>
              内置
            </Tag>
            <Tooltip title={BUILT_IN_EXPLANATION}>
              <LockOutlined aria-label={BUILT_IN_EXPLANATION} role="img" />
            </Tooltip>
          </>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
        {role.memberCount} 人
      </Typography.Text>
    </Flex>
  );
}

/**
 * 角色管理's left column: the organisation's roles (the built-in 管理员 first) with their member
 * counts, one selected; 新增角色 for holders of ROLE_ADD. Arrow keys move through the list.
 */
export function RoleList({
  roles,
  selectedId,
  canAdd,
  onSelect,
  onAdd,
}: {
  roles: RoleSummary[];
  selectedId: string | undefined;
  canAdd: boolean;
  onSelect(uniqueId: string): void;
  onAdd(): void;
}) {
  return (
    <Card
      title="角色"
      size="small"
      styles={{ body: { padding: 4 } }}
      extra={
        canAdd && (
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onAdd}>
            新增角色
          </Button>
        )
      }
    >
      <Menu
        aria-label="角色列表"
        mode="inline"
        style={{ borderInlineEnd: 0 }}
        selectedKeys={selectedId ? [selectedId] : []}
        onClick={({ key }) => onSelect(key)}
        items={roles.map((role) => ({ key: role.uniqueId, label: <RoleLabel role={role} /> }))}
      />
    </Card>
  );
}
