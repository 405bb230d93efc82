import { PlusOutlined } from '@ant-design/icons';
import { errorMessage, Notifier, useService } from '@core';
import { LoadFailed, useData, useInvalidate } from '@core/data';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Empty, Input, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApprovalApi, type ConfiguredTemplate, type TemplateGroup } from '../../api/approval-api';
import { ApprovalTag, templateCatalogQuery } from '../../api/approval-queries';
import { catalogView } from './catalog-view';
import { CreateTemplateDialog } from './create-template-dialog';
import { designerPath } from './designer-paths';
import { groupDragAnnouncements, groupDragInstructions } from './group-drag-announcements';
import { GroupNameDialog } from './group-name-dialog';
import { GroupSection } from './group-section';
import { RemoveTemplateDialog } from './remove-template-dialog';
import { ToggledTemplateRow, useTemplateChanges } from './template-changes';
import './template-list.css';
import { useSortableSensors } from '@core/drag';

type GroupDialog = { kind: 'add' } | { kind: 'rename'; group: TemplateGroup };

/**
 * 审批配置 (/PC_APPROVAL_CONFIGURATION, never kept alive): the templates in their groups. Groups are
 * added, renamed, reordered by dragging (pointer or keyboard) and removed when empty; templates are
 * searched, enabled or disabled at once, created (blank or a copy), edited in the designer and removed
 * (the server's reason shown when it refuses). An area's system templates are marked 系统.
 */
export default function TemplateListPage() {
  const api = useService(ApprovalApi);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const catalog = useData(templateCatalogQuery, undefined, { staleTime: 0 });
  const [keyword, setKeyword] = useState('');
  // The order of a drag until the server's list has it (undefined: the server's order).
  const [order, setOrder] = useState<string[]>();
  const [groupDialog, setGroupDialog] = useState<GroupDialog>();
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<ConfiguredTemplate>();
  const sensors = useSortableSensors();
  const groups = useMemo(
    () => (catalog.data ? catalogView(catalog.data, order, keyword) : []),
    [catalog.data, order, keyword],
  );
  const reload = () => invalidate(ApprovalTag.templates);
  const changes = useTemplateChanges({
    onGroupSaved: () => setGroupDialog(undefined),
    onCreated: (created) => {
      setCreating(false);
      navigate(designerPath(created.uniqueId));
    },
    onRemoved: () => setRemoving(undefined),
  });

  if (!catalog.data)
    return (
      <div className="approval-config">
        {catalog.isError ? (
          <LoadFailed
            title="审批模板加载失败"
            message={errorMessage(catalog.error, '加载失败，请稍后再试')}
            onRetry={() => void catalog.refetch()}
          />
        ) : (
          <div role="status" aria-label="审批模板加载中">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )}
      </div>
    );
  const data = catalog.data;
  const searching = keyword.trim() !== '';
  const nameOf = (id: string | number) =>
    data.groups.find((group) => group.uniqueId === id)?.name ?? String(id);

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = groups.map((group) => group.uniqueId);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setOrder(next);
    try {
      await api.orderGroups(next);
      await reload();
      setOrder(undefined);
    } catch (error) {
      setOrder(undefined);
      notifier.error(errorMessage(error, '分组顺序保存失败，请稍后再试'));
    }
  };

  return (
    <div className="approval-config">
      <div className="approval-config__toolbar">
        <h2 className="approval-config__title">审批配置</h2>
        <Input.Search
          allowClear
          aria-label="搜索审批"
          placeholder="搜索审批名称或说明"
          className="approval-config__search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <span className="approval-config__spacer" />
        <Button onClick={() => setGroupDialog({ kind: 'add' })}>新建分组</Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={data.groups.length === 0}
          onClick={() => setCreating(true)}
        >
          新建审批
        </Button>
      </div>
      {groups.length === 0 ? (
        <Empty
          description={searching ? '没有符合条件的审批' : '暂无分组，请先新建分组'}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void onDragEnd(event)}
          accessibility={{
            announcements: groupDragAnnouncements(nameOf),
            screenReaderInstructions: groupDragInstructions,
          }}
        >
          <SortableContext
            items={groups.map((group) => group.uniqueId)}
            strategy={verticalListSortingStrategy}
          >
            {groups.map((group) => (
              <GroupSection
                key={group.uniqueId}
                group={group}
                sortable={!searching}
                onRename={() => setGroupDialog({ kind: 'rename', group })}
                onRemove={() => void changes.removeGroup.run(group)}
              >
                {group.templates.map((template) => (
                  <ToggledTemplateRow
                    key={template.uniqueId}
                    template={template}
                    onEdit={() => navigate(designerPath(template.uniqueId))}
                    onRemove={() => setRemoving(template)}
                  />
                ))}
              </GroupSection>
            ))}
          </SortableContext>
        </DndContext>
      )}
      <GroupNameDialog
        open={groupDialog !== undefined}
        title={groupDialog?.kind === 'rename' ? '重命名分组' : '新建分组'}
        initial={groupDialog?.kind === 'rename' ? groupDialog.group.name : ''}
        onClose={() => setGroupDialog(undefined)}
        onSubmit={(name) =>
          changes.saveGroup.send({
            group: groupDialog?.kind === 'rename' ? groupDialog.group : undefined,
            name,
          })
        }
      />
      <CreateTemplateDialog
        open={creating}
        groups={data.groups}
        templates={data.templates}
        initialGroup={groups[0]?.uniqueId}
        onClose={() => setCreating(false)}
        onCreate={changes.createTemplate.send}
      />
      <RemoveTemplateDialog
        template={removing}
        onClose={() => setRemoving(undefined)}
        onRemove={changes.removeTemplate.send}
      />
    </div>
  );
}
