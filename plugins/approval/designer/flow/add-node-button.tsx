import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { useFlowActions, useFlowView } from './designer-context';
import { ADDABLE_KINDS } from './flow-model';

/**
 * The + between two nodes: a menu of the kinds of node that can go there, drawn beside it. A plain
 * menu rather than antd's popover: a large flow has a + per node, and the popover's measuring of the
 * page cost more than the add itself (over 100 ms at 200 nodes against about 12 ms).
 */
export const AddNodeButton = memo(function AddNodeButton({
  after,
  inBranch,
}: {
  /** Below this node (ids, not a place object, so the memo holds across renders). */
  after?: string;
  /** At the top of this branch. */
  inBranch?: string;
}) {
  const actions = useFlowActions();
  const { readOnly } = useFlowView();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // Closed by a press outside or Esc.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (readOnly) return <div className="atrium-flow-add atrium-flow-add--read-only" />;
  return (
    <div className={`atrium-flow-add${open ? ' atrium-flow-add--open' : ''}`} ref={box}>
      <Button
        shape="circle"
        type="primary"
        size="small"
        icon={<PlusOutlined />}
        aria-label="添加节点"
        aria-haspopup="menu"
        aria-expanded={open}
        className="atrium-flow-add__button"
        onClick={() => setOpen((current) => !current)}
      />
      {open && (
        <div className="atrium-flow-add__menu" role="menu" aria-label="添加节点">
          {ADDABLE_KINDS.map(({ kind, label }, index) => {
            return (
              <Button
                key={kind}
                role="menuitem"
                autoFocus={index === 0}
                className={`atrium-flow-add__kind atrium-flow-add__kind--${kind}`}
                disabled={!actions.fits(kind)}
                onClick={() => {
                  setOpen(false);
                  actions.add(after !== undefined ? { after } : { inBranch: inBranch! }, kind);
                }}
              >
                {label}
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
});
