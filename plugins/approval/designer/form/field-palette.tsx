import { useDraggable } from '@dnd-kit/core';
import type { ApprovalFieldKind } from '@manifests/contracts/approval-form-constants';
import type { ComponentType, PointerEventHandler } from 'react';
import { PALETTE } from './field-kinds';
import { paletteId } from './form-drag';

/** One kind of field: a click adds it (after the selected field, or last); a drag drops it where wanted. */
function PaletteEntry({
  kind,
  name,
  Icon,
  disabled,
  onAdd,
}: {
  kind: ApprovalFieldKind;
  name: string;
  Icon: ComponentType;
  disabled: boolean;
  onAdd(kind: ApprovalFieldKind): void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteId(kind), disabled });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={`form-palette__entry${isDragging ? ' form-palette__entry--dragging' : ''}`}
        disabled={disabled}
        onClick={() => onAdd(kind)}
        // Pointer drags only: Enter and Space add by click, which is the keyboard's way here.
        onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
        aria-label={`添加${name}`}
      >
        <Icon />
        <span>{name}</span>
      </button>
    </li>
  );
}

/** The palette: every kind of field the engine knows, to click or drag onto the form. */
export function FieldPalette({
  disabled,
  onAdd,
}: {
  disabled: boolean;
  onAdd(kind: ApprovalFieldKind): void;
}) {
  return (
    <nav className="form-designer__pane form-palette" aria-label="字段类型">
      <h4 className="form-designer__pane-title">字段类型</h4>
      <p className="form-palette__hint">点击添加到所选字段之后，或拖到表单中的位置</p>
      <ul className="form-palette__list">
        {PALETTE.map((entry) => (
          <PaletteEntry key={entry.kind} {...entry} disabled={disabled} onAdd={onAdd} />
        ))}
      </ul>
    </nav>
  );
}

/** The entry as it follows the pointer while dragged (the DragOverlay's content). */
export function PaletteGhost({ kind }: { kind: ApprovalFieldKind }) {
  const entry = PALETTE.find((candidate) => candidate.kind === kind);
  if (!entry) return null;
  return (
    <div className="form-palette__entry form-palette__entry--ghost">
      <entry.Icon />
      <span>{entry.name}</span>
    </div>
  );
}
