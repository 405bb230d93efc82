import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { useSortableSensors } from '@core/drag';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  APPROVAL_FIELD_OPTIONS_MAX,
  APPROVAL_OPTION_LABEL_MAX,
} from '@manifests/contracts/approval-form-constants';
import { Button, Input } from 'antd';
import { type FieldOption, newOption } from './form-model';

interface Row {
  option: FieldOption;
  index: number;
  disabled: boolean;
  onLabel(index: number, label: string): void;
  onRemove(index: number): void;
  removable: boolean;
}

function OptionRow({ option, index, disabled, onLabel, onRemove, removable }: Row) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: option.value,
    disabled,
  });
  const name = option.label || `第 ${index + 1} 项`;
  return (
    <li
      ref={setNodeRef}
      className="options-editor__row"
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="form-canvas__handle"
        disabled={disabled}
        {...attributes}
        {...listeners}
        aria-label={`拖动选项「${name}」调整顺序`}
      >
        <HolderOutlined />
      </button>
      <Input
        value={option.label}
        disabled={disabled}
        onChange={(event) => onLabel(index, event.target.value)}
        aria-label={`选项 ${index + 1}`}
        maxLength={APPROVAL_OPTION_LABEL_MAX}
      />
      <Button
        type="text"
        icon={<DeleteOutlined />}
        disabled={disabled || !removable}
        onClick={() => onRemove(index)}
        aria-label={`删除选项「${name}」`}
      />
    </li>
  );
}

/**
 * A select's options as a Form.Item control: each label editable, reordered by dragging (pointer or
 * keyboard), removed, and 添加选项. Values stay as they were made, so conditions on them keep meaning.
 */
export function OptionsEditor({
  value = [],
  onChange,
  disabled = false,
}: {
  value?: FieldOption[];
  onChange?: (next: FieldOption[]) => void;
  disabled?: boolean;
}) {
  const sensors = useSortableSensors();
  const change = (next: FieldOption[]) => onChange?.(next);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.findIndex((option) => option.value === active.id);
    const to = value.findIndex((option) => option.value === over.id);
    if (from !== -1 && to !== -1) change(arrayMove(value, from, to));
  };
  return (
    <div className="options-editor">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={value.map((option) => option.value)} strategy={verticalListSortingStrategy}>
          <ul className="options-editor__list" aria-label="选项列表">
            {value.map((option, index) => (
              <OptionRow
                key={option.value}
                option={option}
                index={index}
                disabled={disabled}
                removable={value.length > 1}
                onLabel={(at, label) =>
                  change(value.map((candidate, i) => (i === at ? { ...candidate, label } : candidate)))
                }
                onRemove={(at) => change(value.filter((_, i) => i !== at))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={disabled || value.length >= APPROVAL_FIELD_OPTIONS_MAX}
        onClick={() => change([...value, newOption(value)])}
      >
        添加选项
      </Button>
    </div>
  );
}
