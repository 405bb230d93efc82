import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  DragOverlay,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import {
  APPROVAL_FORM_FIELDS_MAX,
  type ApprovalFieldKind,
} from '@manifests/contracts/approval-form-constants';
import { Empty, Segmented } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import type { CanvasFieldHandlers } from './canvas-field';
import { FieldPalette, PaletteGhost } from './field-palette';
import { FieldProperties } from './field-properties';
import { FormCanvas } from './form-canvas';
import { type DropHint, dragAnnouncements, dragInstructions, dropEdit, paletteKindOf } from './form-drag';
import {
  addField,
  copyField,
  type FieldPatch,
  type FormEdit,
  hasLockedFields,
  insertionIndex,
  moveField,
  removeField,
  renameFormField,
  updateField,
} from './form-model';
import { FormPreview } from './form-preview';
import './form-designer.css';
import { useSortableSensors } from '@core/drag';

export interface FormDesignerProps {
  value: ApprovalForm;
  onChange(next: ApprovalForm): void;
  /** The template's flow: fields its conditions use cannot be deleted. */
  flow?: FlowNode;
  readOnly?: boolean;
}

type View = 'design' | 'preview';

type Dragged = DragEndEvent['active'];
type Target = NonNullable<DragEndEvent['over']>;

/** Whether the dragged thing's middle is below the target's. */
function isBelow(active: Dragged, over: Target): boolean {
  const moved = active.rect.current.translated;
  return moved ? moved.top + moved.height / 2 > over.rect.top + over.rect.height / 2 : false;
}

/**
 * 表单配置: the palette of field kinds, the form canvas and the selected field's properties, or the
 * preview of the form as the initiator sees it. Controlled: every change goes out through `onChange`
 * as the next form (the host keeps drafts and undo/redo); what is refused says why, on the canvas.
 */
export function FormDesigner({ value, onChange, flow, readOnly = false }: FormDesignerProps) {
  const [selected, setSelected] = useState<string>();
  const [view, setView] = useState<View>('design');
  const [refusal, setRefusal] = useState<string>();
  const [dragged, setDragged] = useState<ApprovalFieldKind>();
  const [hint, setHint] = useState<DropHint>();
  const canvas = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string>(undefined);
  const sensors = useSortableSensors();

  // A field moved by the keyboard keeps the focus where it went.
  useLayoutEffect(() => {
    const name = focusAfter.current;
    if (name === undefined) return;
    focusAfter.current = undefined;
    const node = canvas.current?.querySelector<HTMLElement>(`[data-field-name="${name}"]`);
    node?.focus();
  });

  const apply = (edit: FormEdit | undefined, select = true): FormEdit | undefined => {
    if (!edit) return edit;
    if (!edit.ok) {
      setRefusal(edit.reason);
      return edit;
    }
    setRefusal(undefined);
    if (edit.form !== value) onChange(edit.form);
    if (select) setSelected(edit.name === '' ? undefined : edit.name);
    return edit;
  };

  const handlers: CanvasFieldHandlers = {
    onSelect: setSelected,
    onCopy: (name) => apply(copyField(value, name)),
    onRemove: (name) => apply(removeField(value, name, flow)),
    onShift: (name, by) => {
      const at = value.findIndex((field) => field.name === name);
      if (at + by < 0 || at + by >= value.length) return;
      focusAfter.current = name;
      apply(moveField(value, name, at + by));
    },
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(paletteKindOf(active.id));
  // A palette entry shows where it would land (a line before or after the field under it).
  const onDragMove = ({ active, over }: DragMoveEvent) => {
    if (!paletteKindOf(active.id)) return;
    const next = over ? { over: String(over.id), below: isBelow(active, over) } : undefined;
    if (next?.over !== hint?.over || next?.below !== hint?.below) setHint(next);
  };
  const endDrag = () => {
    setDragged(undefined);
    setHint(undefined);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    apply(dropEdit(value, active.id, over?.id, over ? isBelow(active, over) : false));
  };

  const field = value.find((candidate) => candidate.name === selected);
  const update = (patch: FieldPatch): FormEdit => {
    const edit = updateField(value, field?.name ?? '', patch, flow);
    if (edit.ok) onChange(edit.form);
    return edit;
  };
  const rename = (to: string): FormEdit => {
    const edit = renameFormField(value, field?.name ?? '', to, flow);
    if (edit.ok && edit.form !== value) {
      onChange(edit.form);
      setSelected(edit.name);
    }
    return edit;
  };

  return (
    <div className="form-designer">
      <div className="form-designer__toolbar">
        <span className="form-designer__count">
          共 {value.length} 个字段（最多 {APPROVAL_FORM_FIELDS_MAX} 个）
        </span>
        <Segmented<View>
          aria-label="视图"
          value={view}
          onChange={setView}
          options={[
            { label: '设计', value: 'design' },
            { label: '预览', value: 'preview' },
          ]}
        />
      </div>
      {view === 'preview' ? (
        <FormPreview form={value} />
      ) : (
        <div className="form-designer__panes">
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragStart={onDragStart}
            onDragMove={onDragMove}
            onDragEnd={onDragEnd}
            onDragCancel={endDrag}
            accessibility={{
              announcements: dragAnnouncements(value),
              screenReaderInstructions: dragInstructions,
            }}
          >
            {!readOnly && (
              <FieldPalette
                disabled={value.length >= APPROVAL_FORM_FIELDS_MAX}
                onAdd={(kind) => apply(addField(value, kind, insertionIndex(value, selected)))}
              />
            )}
            <div ref={canvas} className="form-designer__canvas">
              <FormCanvas
                form={value}
                selected={selected}
                readOnly={readOnly}
                refusal={refusal}
                hint={hint}
                onDismissRefusal={() => setRefusal(undefined)}
                handlers={handlers}
              />
            </div>
            <DragOverlay>{dragged && <PaletteGhost kind={dragged} />}</DragOverlay>
          </DndContext>
          <aside className="form-designer__pane form-designer__properties" aria-label="字段属性">
            <h4 className="form-designer__pane-title">字段属性</h4>
            {field ? (
              <FieldProperties
                key={field.name}
                field={field}
                flow={flow}
                readOnly={readOnly}
                addedFieldsOptional={hasLockedFields(value)}
                onUpdate={update}
                onRename={rename}
              />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="选择表单中的字段，在这里设置它的属性"
              />
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
