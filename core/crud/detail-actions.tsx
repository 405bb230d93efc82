import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useService } from '../di/services-context';
import { PermissionStore } from '../stores/permission-store';
import { VISUALLY_HIDDEN } from './visually-hidden';
import './crud.css';

/**
 * An action on a record's page (编辑, 停用, 删除): shown to holders of `permission` (a resource code)
 * while `visible`; `confirm` asks first (destructive ones); a returned promise shows it running, the
 * bar's other actions waiting meanwhile, and a second click does nothing until it settles.
 */
export interface DetailAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** The button's accessible name when the label alone is not enough. */
  ariaLabel?: string;
  permission?: string;
  /** Whether the record's state allows it now; true by default. */
  visible?: boolean;
  /** The page's main action (one at most). */
  primary?: boolean;
  danger?: boolean;
  /** Why it cannot be used now: shown disabled, with the reason on hover and to assistive technology. */
  disabledReason?: string;
  /**
   * Why it will not do what it says, where a click should still answer (an application that does not
   * open: its toast, or the mobile-only dialog): shown unavailable (`aria-disabled`, greyed) yet
   * focusable and clickable, with the reason on hover and to assistive technology.
   */
  unavailable?: string;
  confirm?: { title: ReactNode; description?: ReactNode; okText?: string };
  onClick(): unknown;
}

/** The actions the member may use now: by permission, then by the record's state. */
export function permittedActions(
  actions: readonly DetailAction[],
  holds: (code: string) => boolean,
): DetailAction[] {
  return actions.filter(
    (action) => (action.visible ?? true) && (action.permission === undefined || holds(action.permission)),
  );
}

function ActionButton({
  action,
  running,
  waiting,
  run,
}: {
  action: DetailAction;
  running: boolean;
  waiting: boolean;
  run(): void;
}) {
  const { confirm, disabledReason, unavailable } = action;
  const reasonId = useId();
  const reason = disabledReason ?? unavailable;
  const button = (
    <Button
      type={action.primary ? 'primary' : 'default'}
      danger={action.danger}
      icon={action.icon}
      className={unavailable === undefined ? undefined : 'atrium-action--unavailable'}
      aria-label={action.ariaLabel}
      aria-describedby={reason === undefined ? undefined : reasonId}
      aria-disabled={unavailable === undefined ? undefined : true}
      loading={running}
      disabled={waiting || disabledReason !== undefined}
      onClick={confirm ? undefined : run}
    >
      {action.label}
    </Button>
  );
  if (unavailable !== undefined)
    return (
      <>
        <Tooltip title={unavailable}>{button}</Tooltip>
        <span id={reasonId} style={VISUALLY_HIDDEN}>
          {unavailable}
        </span>
      </>
    );
  if (disabledReason !== undefined)
    // A disabled button shows no tooltip of its own: the wrapper carries it, and the button is
    // described by the reason for assistive technology.
    return (
      <Tooltip title={disabledReason}>
        <span>
          {button}
          <span id={reasonId} style={VISUALLY_HIDDEN}>
            {disabledReason}
          </span>
        </span>
      </Tooltip>
    );
  if (!confirm) return button;
  return (
    <Popconfirm
      title={confirm.title}
      description={confirm.description}
      okText={confirm.okText ?? '确定'}
      cancelText="取消"
      okButtonProps={{ danger: action.danger }}
      disabled={waiting || running}
      onConfirm={run}
    >
      {button}
    </Popconfirm>
  );
}

/**
 * A record's action bar: the actions the member holds the codes of and the record allows, in the
 * order given, one running at a time.
 */
export const DetailActions = observer(function DetailActions({
  actions,
}: {
  actions: readonly DetailAction[];
}) {
  const permissions = useService(PermissionStore);
  const [running, setRunning] = useState<string>();
  const busy = useRef(false);
  const shown = permittedActions(actions, (code) => permissions.holds(code));
  if (shown.length === 0) return null;
  const run = async (action: DetailAction) => {
    // Guarded by a ref as well as the state: two clicks in one frame see the same render.
    if (busy.current) return;
    busy.current = true;
    setRunning(action.key);
    try {
      await action.onClick();
    } catch {
      // The action shows its own failure (the request service's toast, or a message of its own);
      // the bar only stops showing it running.
    } finally {
      busy.current = false;
      setRunning(undefined);
    }
  };
  return (
    <Space wrap>
      {shown.map((action) => (
        <ActionButton
          key={action.key}
          action={action}
          running={running === action.key}
          waiting={running !== undefined && running !== action.key}
          run={() => void run(action)}
        />
      ))}
    </Space>
  );
});
