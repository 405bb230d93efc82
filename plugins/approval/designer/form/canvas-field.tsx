import { CopyOutlined, DeleteOutlined, HolderOutlined, LockOutlined } from '@ant-design/icons';
import { SchemaForm } from '@core/crud';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ApprovalFormField } from '@manifests/contracts/approval-form';
import { LOCKED_FIELD_REASON } from '@manifests/contracts/approval-form-locks';
import { Button, Tooltip } from 'antd';
import type { KeyboardEvent } from 'react';
import { FIELD_KIND_NAMES } from './form-model';
import { NO_SOURCES } from './form-preview';

export interface CanvasFieldHandlers {
  onSelect(name: string): void;
  onCopy(name: string): void;
  onRemove(name: string): void;
  /** One place up (-1) or down (+1): Alt+↑ / Alt+↓. */
  onShift(name: string, by: -1 | 1): void;
}

/**
 * A field on the canvas, drawn as the initiator will see it (inert: a click selects it): its drag
 * handle (pointer or keyboard), 复制 and 删除 — a field an area fills shows a lock, and 删除 is
 * disabled, its tooltip saying why. Keys on the field itself: Enter or Space select it,
 * Alt+↑/↓ move it a place, Delete removes it.
 */
export function CanvasField({
  field,
  selected,
  readOnly,
  drop,
  handlers,
}: {
  field: ApprovalFormField;
  selected: boolean;
  readOnly: boolean;
  /** A palette entry dragged over it would land before or after it. */
  drop?: 'before' | 'after';
  handlers: CanvasFieldHandlers;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: field.name, disabled: readOnly });
  const title = field.label;
  const locked = field.locked === true;
  const onShiftKey = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    if (!readOnly) handlers.onShift(field.name, event.key === 'ArrowUp' ? -1 : 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onShiftKey(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      handlers.onSelect(field.name);
    } else if (event.key === 'Delete' && !readOnly) {
      event.preventDefault();
      handlers.onRemove(field.name);
    }
  };
  const classes = ['form-canvas__field'];
  if (selected) classes.push('form-canvas__field--selected');
  if (isDragging) classes.push('form-canvas__field--dragging');
  if (drop) classes.push(`form-canvas__field--drop-${drop}`);
  return (
    <li
      ref={setNodeRef}
      className={classes.join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {!readOnly && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="form-canvas__handle"
          {...attributes}
          {...listeners}
          onKeyDown={(event) => {
            onShiftKey(event);
            if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
          }}
          aria-label={`拖动「${title}」调整顺序`}
        >
          <HolderOutlined />
        </button>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a <button> may not hold the (inert) controls the field shows. */}
      <div
        className="form-canvas__body"
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={`${FIELD_KIND_NAMES[field.kind]}「${title}」`}
        data-field-name={field.name}
        onClick={() => handlers.onSelect(field.name)}
        onKeyDown={onKeyDown}
      >
        <div className="form-canvas__preview" inert>
          <SchemaForm fields={[field]} sources={NO_SOURCES} />
        </div>
      </div>
      {!readOnly && (
        <div className="form-canvas__actions">
          <Tooltip title="复制">
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined />}
              aria-label={`复制「${title}」`}
              onClick={(event) => {
                event.stopPropagation();
                handlers.onCopy(field.name);
              }}
            />
          </Tooltip>
          {locked && (
            <Tooltip title={LOCKED_FIELD_REASON}>
              <LockOutlined className="form-canvas__lock" aria-label={`「${title}」由业务模块填写`} />
            </Tooltip>
          )}
          <Tooltip title={locked ? LOCKED_FIELD_REASON : '删除'}>
            {/* A disabled button hears no pointer: the tooltip listens on this wrapper. */}
            <span className="form-canvas__action">
              <Button
                size="small"
                type="text"
                danger
                disabled={locked}
                icon={<DeleteOutlined />}
                aria-label={`删除「${title}」`}
                onClick={(event) => {
                  event.stopPropagation();
                  handlers.onRemove(field.name);
                }}
              />
            </span>
          </Tooltip>
        </div>
      )}
    </li>
  );
}
