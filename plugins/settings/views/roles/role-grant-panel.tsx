import { AppstoreOutlined, LockOutlined } from '@ant-design/icons';
import { QueryState } from '@core/data';
import { Alert, Button, Empty, Flex, Skeleton, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import type { GrantTree, GrantTreeNode } from './grant-tree-model';
import { parentKeys } from './grant-tree-model';
import { ResourceTypeTag } from './resource-type-tag';
import type { RoleGrant } from './use-role-grant';

function dataNodeOf(node: GrantTreeNode): DataNode {
  return {
    key: node.key,
    title:
      node.type === null ? (
        <Space size={6}>
          <AppstoreOutlined />
          <Typography.Text strong>{node.name}</Typography.Text>
        </Space>
      ) : (
        <span>
          <span>{node.name}</span>
          <ResourceTypeTag type={node.type} />
        </span>
      ),
    children: node.children.map(dataNodeOf),
  };
}

function GrantTreeView({ tree, grant }: { tree: GrantTree; grant: RoleGrant }) {
  const treeData = useMemo(() => tree.roots.map(dataNodeOf), [tree]);
  const expandAll = useMemo(() => parentKeys(tree), [tree]);
  if (tree.roots.length === 0)
    return <Empty description="暂无可授权的应用：组织开通应用后，可在这里为角色授权" />;
  return (
    <Tree
      aria-label="授权资源"
      checkable
      // Conduction is the grant-tree model's (so the initial state is computed, not antd's guess).
      checkStrictly
      selectable={false}
      blockNode
      disabled={!grant.editable || grant.saving}
      defaultExpandedKeys={expandAll}
      treeData={treeData}
      checkedKeys={{ checked: [...grant.checked], halfChecked: [...grant.halfChecked] }}
      onCheck={(_keys, info) => grant.toggle(String(info.node.key), info.checked)}
    />
  );
}

/**
 * The 权限 tab: every grantable application with its resources, tri-state. Holders of 角色授权
 * (ROLE_GRANT) change it and save; the built-in 管理员 is shown holding everything, unchangeable.
 */
export function RoleGrantPanel({
  grant,
  builtIn,
  canGrant,
  onSave,
}: {
  grant: RoleGrant;
  builtIn: boolean;
  canGrant: boolean;
  onSave(): void;
}) {
  return (
    <QueryState
      query={grant.query}
      errorTitle="权限加载失败"
      size="small"
      loading={<Skeleton active paragraph={{ rows: 8 }} />}
    >
      {() =>
        grant.grantTree && (
          <GrantPanel
            grant={grant}
            tree={grant.grantTree}
            builtIn={builtIn}
            canGrant={canGrant}
            onSave={onSave}
          />
        )
      }
    </QueryState>
  );
}

function GrantPanel({
  grant,
  tree,
  builtIn,
  canGrant,
  onSave,
}: {
  grant: RoleGrant;
  tree: GrantTree;
  builtIn: boolean;
  canGrant: boolean;
  onSave(): void;
}) {
  return (
    <Flex vertical gap={12}>
      {builtIn ? (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title="管理员拥有全部权限"
          description="内置的管理员角色始终拥有所有已开通应用的全部权限，不能修改。"
        />
      ) : (
        !canGrant && <Alert type="info" showIcon title="您没有「角色授权」的权限，只能查看该角色的权限" />
      )}
      {grant.refusal && <Alert type="error" showIcon title="保存失败" description={grant.refusal} />}
      {grant.editable && (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type={grant.dirty ? 'warning' : 'secondary'} role="status">
            {grant.dirty ? '有未保存的修改' : `已授权 ${grant.grantedCount} 项`}
          </Typography.Text>
          <Space>
            <Button disabled={!grant.dirty || grant.saving} onClick={grant.restore}>
              还原
            </Button>
            <Button type="primary" disabled={!grant.dirty} loading={grant.saving} onClick={onSave}>
              保存
            </Button>
          </Space>
        </Flex>
      )}
      <GrantTreeView tree={tree} grant={grant} />
    </Flex>
  );
}
