import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Empty, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { GroupView } from './catalog-view';

/**
 * A group of 审批配置's list: dragged by its handle (pointer, or the keyboard: Space, arrows, Space) to
 * reorder the groups; renamed; removed only when no template is left in it.
 */
export function GroupSection({
  group,
  sortable,
  onRename,
  onRemove,
  children,
}: {
  group: GroupView;
  /** Dragging is offered (not while searching: a filtered list is no place to reorder). */
  sortable: boolean;
  onRename(): void;
  onRemove(): void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: group.uniqueId, disabled: !sortable });
  return (
    <section
      ref={setNodeRef}
      className="approval-config__group"
      aria-label={`分组「${group.name}」`}
      data-group-id={group.uniqueId}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <header className="approval-config__group-header">
        {sortable && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="approval-config__handle"
            {...attributes}
            {...listeners}
            aria-label={`拖动分组「${group.name}」调整顺序`}
          >
            <HolderOutlined />
          </button>
        )}
        <h3 className="approval-config__group-name">{group.name}</h3>
        <span className="approval-config__group-count">（{group.total}）</span>
        <span className="approval-config__spacer" />
        <Button size="small" type="link" onClick={onRename} aria-label={`重命名分组「${group.name}」`}>
          重命名
        </Button>
        <Tooltip title={group.total > 0 ? '分组中还有审批，移出后才能删除' : undefined}>
          <Button
            size="small"
            type="link"
            danger
            disabled={group.total > 0}
            onClick={onRemove}
            aria-label={`删除分组「${group.name}」`}
          >
            删除
          </Button>
        </Tooltip>
      </header>
      {group.templates.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该分组暂无审批" />
      ) : (
        <ul className="approval-config__templates">{children}</ul>
      )}
    </section>
  );
}
