import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { type DetailAction, DetailActions } from '@core/crud';
import { SettingsPermission } from '@manifests/settings';
import type { DepartmentNode } from '../../api/department-api';

/** Why a department cannot be removed yet, said before asking (the server refuses it anyway). */
function removalWarning(department: DepartmentNode): string | undefined {
  if (department.children.length > 0)
    return `该部门下还有 ${department.children.length} 个下级部门，需先删除或移走。`;
  if (department.memberCount > 0)
    return `该部门下还有 ${department.memberCount} 名成员，需先调整成员的部门。`;
  return undefined;
}

/**
 * What can be done to the chosen department, on the kit's action bar (each shown only to holders of
 * its code): 新增子部门 (ORG_ADD), 重命名 and 移动到… (ORG_MODIFY), 删除 (ORG_REMOVE, after a confirm).
 * The root cannot be moved or removed: those stay visible but disabled, saying why.
 */
export function DepartmentActions({
  department,
  onAdd,
  onRename,
  onMove,
  onRemove,
}: {
  department: DepartmentNode;
  onAdd(): void;
  onRename(): void;
  onMove(): void;
  onRemove(): Promise<void>;
}) {
  const isRoot = department.parentUniqueId === null;
  const actions: DetailAction[] = [
    {
      key: 'add',
      label: '新增子部门',
      icon: <PlusOutlined />,
      primary: true,
      permission: SettingsPermission.departmentAdd,
      onClick: onAdd,
    },
    {
      key: 'rename',
      label: '重命名',
      icon: <EditOutlined />,
      permission: SettingsPermission.departmentModify,
      onClick: onRename,
    },
    {
      key: 'move',
      label: '移动到…',
      icon: <SwapOutlined />,
      permission: SettingsPermission.departmentModify,
      disabledReason: isRoot ? '根部门不能移动' : undefined,
      onClick: onMove,
    },
    {
      key: 'remove',
      label: '删除',
      icon: <DeleteOutlined />,
      danger: true,
      permission: SettingsPermission.departmentRemove,
      disabledReason: isRoot ? '根部门不能删除' : undefined,
      confirm: {
        title: `删除部门「${department.name}」？`,
        description: removalWarning(department) ?? '删除后不可恢复。',
        okText: '删除',
      },
      onClick: onRemove,
    },
  ];
  return <DetailActions actions={actions} />;
}
