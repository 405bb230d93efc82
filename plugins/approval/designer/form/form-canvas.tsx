import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { Alert, Empty, Form } from 'antd';
import { CanvasField, type CanvasFieldHandlers } from './canvas-field';
import { CANVAS_END, type DropHint } from './form-drag';

/**
 * The form as the initiator will see it, one card per field in order (sortable), the selected one
 * outlined; a refusal (a field the flow uses, a full form) shows above the fields until dismissed.
 * Below the last field, a drop zone takes palette entries dragged to the end.
 */
export function FormCanvas({
  form,
  selected,
  readOnly,
  refusal,
  hint,
  onDismissRefusal,
  handlers,
}: {
  form: ApprovalForm;
  selected: string | undefined;
  readOnly: boolean;
  refusal: string | undefined;
  /** Where a palette entry being dragged would land. */
  hint?: DropHint;
  onDismissRefusal(): void;
  handlers: CanvasFieldHandlers;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_END, disabled: readOnly });
  return (
    <section className="form-designer__pane form-canvas" aria-label="表单画布">
      {refusal && (
        <Alert
          className="form-canvas__refusal"
          type="warning"
          showIcon
          closable={{ 'aria-label': '知道了', onClose: onDismissRefusal }}
          title={refusal}
          role="alert"
        />
      )}
      <Form layout="vertical" component={false} name="form-designer-canvas">
        <SortableContext items={form.map((field) => field.name)} strategy={verticalListSortingStrategy}>
          <ul className="form-canvas__list" aria-label="表单字段">
            {form.map((field) => (
              <CanvasField
                key={field.name}
                field={field}
                selected={field.name === selected}
                readOnly={readOnly}
                drop={hint?.over === field.name ? (hint.below ? 'after' : 'before') : undefined}
                handlers={handlers}
              />
            ))}
          </ul>
        </SortableContext>
      </Form>
      <div
        ref={setNodeRef}
        className={`form-canvas__end${isOver || hint?.over === CANVAS_END ? ' form-canvas__end--over' : ''}`}
      >
        {form.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={readOnly ? '这个表单还没有字段' : '从左侧点击或拖入字段类型，开始设计表单'}
          />
        ) : (
          !readOnly && <span>拖到这里，放在表单末尾</span>
        )}
      </div>
    </section>
  );
}
