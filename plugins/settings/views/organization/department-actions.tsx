import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { DepartmentNode } from '../../api/department-api';

export interface DepartmentPermissions {
  add: boolean;
  modify: boolean;
  remove: boolean;
}

/** Why a department cannot be removed yet, said before asking (the server refuses it anyway). */
function removalWarning(department: DepartmentNode): string | undefined {
  if (department.children.length > 0)
    return `该部门下还有 ${department.children.length} 个下级部门，需先删除或移走。`;
  if (department.memberCount > 0)
    return `该部门下还有 ${department.memberCount} 名成员，需先调整成员的部门。`;
  return undefined;
}

/**
 * What can be done to the chosen department, each shown only to holders of its code: 新增子部门
 * (ORG_ADD), 重命名 and 移动到… (ORG_MODIFY), 删除 (ORG_REMOVE, after a confirm). The root cannot be
 * moved or removed: those stay visible but disabled, saying why.
 */
export function DepartmentActions({
  department,
  can,
  onAdd,
  onRename,
  onMove,
  onRemove,
}: {
  department: DepartmentNode;
  can: DepartmentPermissions;
  onAdd(): void;
  onRename(): void;
  onMove(): void;
  onRemove(): void;
}) {
  const isRoot = department.parentUniqueId === null;
  const warning = removalWarning(department);
  return (
    <Space wrap>
      {can.add && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增子部门
        </Button>
      )}
      {can.modify && (
        <Button icon={<EditOutlined />} onClick={onRename}>
          重命名
        </Button>
      )}
      {can.modify && (
        <Tooltip title={isRoot ? '根部门不能移动' : undefined}>
          <Button icon={<SwapOutlined />} disabled={isRoot} onClick={onMove}>
            移动到…
          </Button>
        </Tooltip>
      )}
      {can.remove && (
        <Popconfirm
          title={`删除部门「${department.name}」？`}
          description={warning ?? '删除后不可恢复。'}
          okText="删除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={onRemove}
          disabled={isRoot}
        >
          <Tooltip title={isRoot ? '根部门不能删除' : undefined}>
            <Button danger icon={<DeleteOutlined />} disabled={isRoot}>
              删除
            </Button>
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
