import { usePermission, useService } from '@core';
import { departmentTreeQuery, TwoPanelLayout } from '@core/components';
import { QueryState, useChange, useData } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { Alert, Card, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DepartmentApi, type DepartmentMove, type DepartmentNode } from '../api/department-api';
import { SettingsTag } from '../api/settings-queries';
import { DepartmentActions } from './organization/department-actions';
import { DepartmentMembersPanel } from './organization/department-members-panel';
import { allIds, ancestorIds, findDepartment } from './organization/department-tree-model';
import { DepartmentTreePanel } from './organization/department-tree-panel';
import { LazyDepartmentNameDialog, LazyMoveDepartmentDialog } from './organization/lazy-department-dialogs';

type Dialog = { kind: 'add' | 'rename' | 'move'; department: DepartmentNode };

/**
 * The page once the tree is in. After every change the `departments` tag is invalidated: the tree
 * and the members reload, the tree staying on screen meanwhile (so the selection and the open
 * branches stay put) with a small spinner.
 */
const Organization = observer(function Organization({
  tree,
  refreshing,
}: {
  tree: DepartmentNode[];
  refreshing: boolean;
}) {
  const api = useService(DepartmentApi);
  const canModify = usePermission(SettingsPermission.departmentModify);

  const [selectedId, setSelectedId] = useState<string>();
  // Every branch is open until the member opens or closes one.
  const [openedIds, setOpenedIds] = useState<string[]>();
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog>();
  const [removeRefusal, setRemoveRefusal] = useState<{ uniqueId: string; message: string }>();
  const [moveRefusal, setMoveRefusal] = useState<string>();

  const selected = (selectedId ? findDepartment(tree, selectedId) : undefined) ?? tree[0];
  const expandedIds = openedIds ?? allIds(tree);

  /** Opens the branches down to a department (and the department itself), so it shows. */
  function reveal(uniqueId: string) {
    const path = [...ancestorIds(tree, uniqueId), uniqueId];
    setOpenedIds([...new Set([...expandedIds, ...path])]);
  }

  function select(uniqueId: string) {
    setSelectedId(uniqueId);
    setRemoveRefusal(undefined);
  }

  const addDepartment = useChange({
    change: ({ parent, name }: { parent: DepartmentNode; name: string }) => api.add(parent.uniqueId, name),
    invalidates: [SettingsTag.departments],
    success: (added) => `已新增部门「${added.name}」`,
    onSuccess: (_added, { parent }) => {
      reveal(parent.uniqueId);
      setDialog(undefined);
    },
  });
  const renameDepartment = useChange({
    change: ({ department, name }: { department: DepartmentNode; name: string }) =>
      api.rename(department.uniqueId, name),
    invalidates: [SettingsTag.departments],
    success: '部门已重命名',
    onSuccess: () => setDialog(undefined),
  });
  // From the dialog (which shows a refusal) or by dragging (the refusal shows above the tree).
  const moveDepartment = useChange({
    change: (move: DepartmentMove) => api.move(move),
    invalidates: [SettingsTag.departments],
    success: '部门已移动',
    refusal: setMoveRefusal,
    fallback: '移动失败，请稍后再试',
    onSuccess: (_moved, move) => {
      setDialog(undefined);
      setMoveRefusal(undefined);
      reveal(move.parentUniqueId);
    },
  });
  const removeDepartment = useChange({
    change: (department: DepartmentNode) => api.remove(department.uniqueId),
    invalidates: [SettingsTag.departments],
    success: (_removed, department) => `部门「${department.name}」已删除`,
    refusal: (message, _error, department) => setRemoveRefusal({ uniqueId: department.uniqueId, message }),
    fallback: '删除失败，请稍后再试',
    onSuccess: (_removed, department) => {
      if (department.parentUniqueId) setSelectedId(department.parentUniqueId);
    },
  });

  /** The name dialog's 确定: rejects with a refusal, which the dialog shows with the name kept. */
  async function submitName(name: string) {
    if (dialog?.kind === 'add') await addDepartment.send({ parent: dialog.department, name });
    else if (dialog && name !== dialog.department.name)
      await renameDepartment.send({ department: dialog.department, name });
    else setDialog(undefined);
  }

  function remove(department: DepartmentNode) {
    setRemoveRefusal(undefined);
    return removeDepartment.run(department);
  }

  const refusal =
    removeRefusal && removeRefusal.uniqueId === selected?.uniqueId ? removeRefusal.message : undefined;
  return (
    <div style={{ padding: 24 }}>
      <TwoPanelLayout
        sideWidth={320}
        side={
          <Card
            title="组织架构"
            // The tree stays usable while it reloads after a change; a small spinner says it is catching up.
            extra={refreshing && <Spin size="small" aria-label="正在刷新部门" />}
          >
            <DepartmentTreePanel
              tree={tree}
              keyword={keyword}
              onKeywordChange={setKeyword}
              selectedId={selected?.uniqueId}
              onSelect={select}
              expandedIds={expandedIds}
              onExpandedChange={setOpenedIds}
              canMove={canModify}
              onMove={(move) => void moveDepartment.run(move)}
              moveRefusal={moveRefusal}
              onDismissMoveRefusal={() => setMoveRefusal(undefined)}
            />
          </Card>
        }
      >
        {selected ? (
          <Card
            style={{ flex: 1, minWidth: 0 }}
            title={selected.name}
            extra={
              <DepartmentActions
                department={selected}
                onAdd={() => setDialog({ kind: 'add', department: selected })}
                onRename={() => setDialog({ kind: 'rename', department: selected })}
                onMove={() => setDialog({ kind: 'move', department: selected })}
                onRemove={async () => {
                  await remove(selected);
                }}
              />
            }
          >
            {refusal && (
              <Alert
                type="error"
                showIcon
                closable
                title="删除失败"
                description={refusal}
                onClose={() => setRemoveRefusal(undefined)}
                style={{ marginBottom: 12 }}
              />
            )}
            <DepartmentMembersPanel key={selected.uniqueId} department={selected} />
          </Card>
        ) : (
          <Card style={{ flex: 1 }}>
            <Empty description="还没有部门" />
          </Card>
        )}
      </TwoPanelLayout>

      <LazyDepartmentNameDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? '重命名部门' : '新增子部门'}
        context={dialog?.kind === 'add' ? `上级部门：${dialog.department.name}` : undefined}
        initialName={dialog?.kind === 'rename' ? dialog.department.name : ''}
        onSubmit={submitName}
        onClose={() => setDialog(undefined)}
      />
      {dialog?.kind === 'move' && (
        <LazyMoveDepartmentDialog
          open
          department={dialog.department}
          tree={tree}
          onSubmit={(parentUniqueId) =>
            moveDepartment.send({ uniqueId: dialog.department.uniqueId, parentUniqueId })
          }
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  );
});

/**
 * 组织管理: the organisation's department tree on the left (searchable; draggable for holders of
 * 编辑部门), the chosen department's members on the right, and what can be done to it above them.
 * After every change the same department stays chosen (its parent, once it was removed); a refused
 * change shows the server's reason where it was asked for.
 */
const OrganizationPage = observer(function OrganizationPage() {
  const departments = useData(departmentTreeQuery, undefined);
  return (
    <QueryState query={departments} errorTitle="部门加载失败">
      {(tree) => <Organization tree={tree} refreshing={departments.isFetching} />}
    </QueryState>
  );
});

export default OrganizationPage;
