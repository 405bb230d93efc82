import { Button, Popconfirm, Space } from 'antd';
import { type MouseEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useChange } from '../data/use-change';
import type { RowAction } from './crud-types';
import './crud.css';

function ActionButton<T>({ action, row }: { action: RowAction<T>; row: T }) {
  // Each row's button is its own run: one row's change never holds back another's.
  const click = useChange<T, unknown>(action.change ?? { change: async (row) => action.onClick?.(row) });
  const [asking, setAsking] = useState(false);
  // A closed Popconfirm still renders its popover, tooltip and trigger: a table of ten rows with two
  // confirming actions mounted twenty. The confirm is mounted the first time it is asked for, around a
  // new button that takes the focus the first one had.
  const [asked, setAsked] = useState(false);
  const refocus = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked && refocus.current) confirmButton.current?.focus();
  }, [asked]);
  const run = () => void click.run(row);
  const label = typeof action.label === 'function' ? action.label(row) : action.label;
  const { confirm } = action;
  const ariaLabel = action.ariaLabel?.(row);
  const rowButton = (own: {
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    ref?: Ref<HTMLButtonElement>;
  }) => (
    <Button
      type="link"
      size="small"
      aria-label={ariaLabel}
      danger={action.danger}
      loading={click.busy}
      {...own}
    >
      {label}
    </Button>
  );
  if (!confirm) return rowButton({ onClick: run });
  if (!asked)
    return rowButton({
      onClick: (event) => {
        refocus.current = document.activeElement === event.currentTarget;
        setAsked(true);
        setAsking(true);
      },
    });
  const title = typeof confirm.title === 'function' ? confirm.title(row) : confirm.title;
  const description =
    typeof confirm.description === 'function' ? confirm.description(row) : confirm.description;
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={confirm.okText ?? '确定'}
      cancelText="取消"
      okButtonProps={{ danger: true }}
      // Closed at once: the row's button shows the action running, and the confirm never outlives a
      // row that the reload after the action takes away.
      open={asking}
      onOpenChange={setAsking}
      onConfirm={() => {
        setAsking(false);
        run();
      }}
    >
      {rowButton({ ref: confirmButton })}
    </Popconfirm>
  );
}

/**
 * An action that does not apply to this row keeps its place, unseen and out of reach (not focusable,
 * hidden from assistive technology), so the same action sits at the same spot on every row.
 */
function AbsentAction<T>({ action, row }: { action: RowAction<T>; row: T }) {
  const label = typeof action.label === 'function' ? action.label(row) : action.label;
  return (
    <span aria-hidden="true" data-absent-action={action.key} style={{ visibility: 'hidden' }}>
      <Button type="link" size="small" tabIndex={-1} disabled>
        {label}
      </Button>
    </span>
  );
}

/**
 * A row's actions, those the member may use (already filtered by permission), in one fixed order on
 * one line: one that does not apply to the row leaves its place empty, so the links line up down the
 * column instead of shifting from row to row.
 */
export function RowActions<T>({ actions, row }: { actions: readonly RowAction<T>[]; row: T }) {
  return (
    <Space size={0} wrap={false} className="atrium-row-actions">
      {actions.map((action) =>
        (action.visible?.(row) ?? true) ? (
          <ActionButton key={action.key} action={action} row={row} />
        ) : (
          <AbsentAction key={action.key} action={action} row={row} />
        ),
      )}
    </Space>
  );
}
