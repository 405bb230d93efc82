import { Alert, Empty, Input, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { useMemo } from 'react';
import type { DepartmentMove, DepartmentNode } from '../../api/department-api';
import { filterDepartments, moveForDrop } from './department-tree-model';
import { DepartmentTreeTitle } from './department-tree-title';

function treeNodes(nodes: readonly DepartmentNode[], keyword: string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.uniqueId,
    title: <DepartmentTreeTitle node={node} keyword={keyword} />,
    children: treeNodes(node.children, keyword),
  }));
}

/**
 * The left of 组织管理: a search box filtering the departments by name (matches keep their
 * ancestors) and the tree. Holders of 编辑部门 drag a department to move it; the root stays put. The
 * tree is keyboard usable as antd's is (Tab into it, arrows to move and open, Enter to choose); 移动到…
 * is the keyboard way to move.
 */
export function DepartmentTreePanel({
  tree,
  keyword,
  onKeywordChange,
  selectedId,
  onSelect,
  expandedIds,
  onExpandedChange,
  canMove,
  onMove,
  moveRefusal,
  onDismissMoveRefusal,
}: {
  tree: readonly DepartmentNode[];
  keyword: string;
  onKeywordChange(keyword: string): void;
  selectedId: string | undefined;
  onSelect(uniqueId: string): void;
  expandedIds: string[];
  onExpandedChange(ids: string[]): void;
  canMove: boolean;
  onMove(move: DepartmentMove): void;
  moveRefusal: string | undefined;
  onDismissMoveRefusal(): void;
}) {
  const filtered = useMemo(() => filterDepartments(tree, keyword), [tree, keyword]);
  const treeData = useMemo(() => treeNodes(filtered.tree, keyword), [filtered, keyword]);
  const rootId = tree[0]?.uniqueId;

  /** A new search opens the branches leading to its matches (they can still be closed by hand). */
  function search(next: string) {
    onKeywordChange(next);
    const opened = filterDepartments(tree, next).expanded;
    if (opened.some((id) => !expandedIds.includes(id)))
      onExpandedChange([...new Set([...expandedIds, ...opened])]);
  }

  const onDrop: TreeProps['onDrop'] = (info) => {
    const position = Number(info.node.pos.split('-').at(-1));
    const side = Math.sign(info.dropPosition - position) as -1 | 0 | 1;
    const move = moveForDrop(tree, {
      draggedId: String(info.dragNode.key),
      targetId: String(info.node.key),
      toGap: info.dropToGap,
      side,
      targetExpanded: info.node.expanded,
    });
    if (move) onMove(move);
  };

  return (
    <nav aria-label="部门树" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Input.Search
        allowClear
        aria-label="搜索部门"
        placeholder="搜索部门名称"
        maxLength={30}
        value={keyword}
        onChange={(event) => search(event.target.value)}
      />
      {moveRefusal && (
        <Alert
          type="error"
          showIcon
          closable
          title="移动失败"
          description={moveRefusal}
          onClose={onDismissMoveRefusal}
        />
      )}
      {treeData.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={keyword.trim() ? '没有匹配的部门' : '还没有部门'}
        />
      ) : (
        <Tree
          blockNode
          treeData={treeData}
          selectedKeys={selectedId ? [selectedId] : []}
          expandedKeys={expandedIds}
          onExpand={(keys) => onExpandedChange(keys.map(String))}
          onSelect={(keys) => {
            // Choosing the chosen department again keeps it (antd would clear the selection).
            const key = keys[0];
            if (key !== undefined) onSelect(String(key));
          }}
          draggable={canMove ? { icon: false, nodeDraggable: (node) => node.key !== rootId } : false}
          // Nothing goes beside the root: the tree has one.
          allowDrop={({ dropNode, dropPosition }) => dropNode.key !== rootId || dropPosition === 0}
          onDrop={onDrop}
        />
      )}
      {treeData.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          人数：直属成员/含下级部门{canMove ? '；拖动部门可调整位置' : ''}
        </Typography.Text>
      )}
    </nav>
  );
}
