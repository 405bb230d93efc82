import { PlusOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { memo, useState } from 'react';
import { useFlowActions, useFlowView } from './designer-context';
import { ADDABLE_KINDS } from './flow-model';

/** The + between two nodes: a popover of the kinds of node that can go there. */
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
  const { readOnly, full } = useFlowView();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (readOnly) return <div className="atrium-flow-add atrium-flow-add--read-only" />;
  const menu = (
    <div className="atrium-flow-add__menu" role="menu">
      {ADDABLE_KINDS.map(({ kind, label }) => {
        const router = kind === 'condition' || kind === 'parallel';
        return (
          <Button
            key={kind}
            role="menuitem"
            className={`atrium-flow-add__kind atrium-flow-add__kind--${kind}`}
            disabled={router ? full.router : full.node}
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
  );
  const button = (
    <Button
      shape="circle"
      type="primary"
      size="small"
      icon={<PlusOutlined />}
      aria-label="添加节点"
      className="atrium-flow-add__button"
      onClick={open ? undefined : () => setOpen(true)}
    />
  );
  // The popover is made on the first click only: a large flow has a + per node.
  return (
    <div className="atrium-flow-add">
      {open || opened ? (
        <Popover content={menu} trigger="click" placement="rightTop" open={open} onOpenChange={setOpen}>
          {button}
        </Popover>
      ) : (
        button
      )}
    </div>
  );
});
