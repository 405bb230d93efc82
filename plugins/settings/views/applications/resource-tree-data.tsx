import { ResourceType } from '@manifests/resource-types';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ApplicationResource } from '../../api/managed-application-api';

/** What each kind of resource is called on screen. */
const TYPE_LABELS: Readonly<Record<string, { label: string; color?: string }>> = {
  [ResourceType.DirectoryPc]: { label: '目录', color: 'blue' },
  [ResourceType.MenuPc]: { label: '菜单', color: 'cyan' },
  [ResourceType.DirectoryApp]: { label: '移动端目录', color: 'geekblue' },
  [ResourceType.MenuApp]: { label: '移动端菜单', color: 'purple' },
  [ResourceType.PermissionAction]: { label: '操作权限', color: 'orange' },
  [ResourceType.PermissionData]: { label: '数据权限', color: 'magenta' },
};

export interface ResourceTreeNode {
  key: string;
  title: ReactNode;
  children: ResourceTreeNode[];
}

/** An application's resources as antd Tree data: the name, its kind, and whether it is a hidden page. */
export function resourceTreeData(resources: readonly ApplicationResource[]): ResourceTreeNode[] {
  return resources.map((resource) => {
    const kind = TYPE_LABELS[resource.type];
    return {
      key: resource.code,
      title: (
        <span>
          {resource.name}
          {kind && (
            <Tag color={kind.color} style={{ marginInlineStart: 8 }}>
              {kind.label}
            </Tag>
          )}
          {resource.isHidden && <Tag>隐藏页面</Tag>}
        </span>
      ),
      children: resourceTreeData(resource.childs ?? []),
    };
  });
}

/** How many resources the tree holds, at every depth. */
export function countResources(resources: readonly ApplicationResource[]): number {
  return resources.reduce((sum, resource) => sum + 1 + countResources(resource.childs ?? []), 0);
}
