import { Space, Tag, Tooltip, Typography } from 'antd';
import type { RoleSummary } from '../../api/role-api';

/**
 * Who may use an application: the roles holding it (the built-in 管理员 in gold), 全体成员 when it
 * has no resources to grant, else 仅管理员 (administrators hold every application).
 */
export function ApplicationRoleTags({
  roleUniqueIds,
  roles,
  openToAll,
}: {
  roleUniqueIds: readonly string[];
  /** The organisation's roles by uniqueId; undefined until they are loaded. */
  roles: ReadonlyMap<string, RoleSummary> | undefined;
  /** The application has no resources (the server's `openToAll`). */
  openToAll: boolean;
}) {
  if (openToAll) {
    return (
      <Tooltip title="该应用没有需要授权的功能，本组织全体成员均可使用">
        <Tag color="processing">全体成员</Tag>
      </Tooltip>
    );
  }
  if (roleUniqueIds.length === 0) return <Typography.Text type="secondary">仅管理员</Typography.Text>;
  if (!roles) return <span>{roleUniqueIds.length} 个角色</span>;
  const known = roleUniqueIds.flatMap((uniqueId) => roles.get(uniqueId) ?? []);
  return (
    <Space size={[0, 4]} wrap>
      {known.map((role) => (
        <Tag key={role.uniqueId} color={role.builtIn ? 'gold' : undefined}>
          {role.name}
        </Tag>
      ))}
    </Space>
  );
}
