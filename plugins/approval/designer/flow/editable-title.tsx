import { Input } from 'antd';
import { useState } from 'react';
import { NODE_NAME_MAX } from './flow-model';

/**
 * A node's title, renamed in place: a click on it (not on the card) turns it into an input; Enter or
 * leaving keeps the name, Esc drops the edit.
 */
export function EditableTitle({
  name,
  editable,
  onRename,
}: {
  name: string;
  editable: boolean;
  onRename(name: string): void;
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  if (draft === undefined)
    return (
      <button
        type="button"
        className="atrium-flow-card__title"
        title={editable ? '点击修改名称' : undefined}
        tabIndex={editable ? 0 : -1}
        onClick={(event) => {
          if (!editable) return;
          event.stopPropagation();
          setDraft(name);
        }}
        onKeyDown={(event) => {
          if (editable && event.key === 'F2') {
            event.stopPropagation();
            setDraft(name);
          }
        }}
      >
        {name}
      </button>
    );
  const finish = () => {
    onRename(draft);
    setDraft(undefined);
  };
  return (
    <Input
      size="small"
      autoFocus
      aria-label="节点名称"
      value={draft}
      maxLength={NODE_NAME_MAX}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={finish}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish();
        if (event.key === 'Escape') setDraft(undefined);
      }}
    />
  );
}
