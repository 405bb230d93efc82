import { ResourceType } from '@manifests/resource-types';
import { Tag } from 'antd';

/** How each kind of resource is labelled in the grant tree. */
const LABELS: Record<string, { label: string; color: string }> = {
  [ResourceType.DirectoryPc]: { label: '目录', color: 'blue' },
  [ResourceType.DirectoryApp]: { label: '目录', color: 'blue' },
  [ResourceType.MenuPc]: { label: '菜单', color: 'cyan' },
  [ResourceType.MenuApp]: { label: '菜单', color: 'cyan' },
  [ResourceType.PermissionAction]: { label: '操作权限', color: 'orange' },
  [ResourceType.PermissionData]: { label: '数据权限', color: 'purple' },
};

/** The small tag after a resource's name: 目录, 菜单, 操作权限 or 数据权限. */
export function ResourceTypeTag({ type }: { type: string }) {
  const known = LABELS[type];
  if (!known) return null;
  return (
    <Tag color={known.color} variant="filled" style={{ marginInlineStart: 8 }}>
      {known.label}
    </Tag>
  );
}
