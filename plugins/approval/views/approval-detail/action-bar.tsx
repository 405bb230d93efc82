import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { ACTION_SPECS, type DetailAction } from './action-kinds';

const PRIMARY: ReadonlySet<DetailAction> = new Set(['approve', 'handle']);
const DANGER: ReadonlySet<DetailAction> = new Set(['reject', 'terminate']);

/**
 * The bar under the approval: exactly the actions the member may take now, then 打印. While the
 * initiator edits a returned approval, it holds 提交 and 取消修改 instead.
 */
export function ActionBar({
  actions,
  editing,
  busy,
  onAction,
  onPrint,
  onCancelEditing,
}: {
  actions: readonly DetailAction[];
  /** The initiator is editing the form to resubmit it. */
  editing: boolean;
  /** An action without a dialog (催办) is on its way. */
  busy: DetailAction | null;
  onAction(action: DetailAction): void;
  onPrint(): void;
  onCancelEditing(): void;
}) {
  return (
    <Flex
      className="approval-detail__actions"
      gap={8}
      wrap
      justify="space-between"
      role="toolbar"
      aria-label="审批操作"
    >
      <Flex gap={8} wrap>
        {editing ? (
          <>
            <Button type="primary" onClick={() => onAction('resubmit')}>
              提交
            </Button>
            <Button onClick={onCancelEditing}>取消修改</Button>
          </>
        ) : (
          actions.map((action) => (
            <Button
              key={action}
              type={PRIMARY.has(action) ? 'primary' : 'default'}
              danger={DANGER.has(action)}
              loading={busy === action}
              onClick={() => onAction(action)}
            >
              {ACTION_SPECS[action].label}
            </Button>
          ))
        )}
      </Flex>
      <Button icon={<PrinterOutlined />} onClick={onPrint}>
        打印
      </Button>
    </Flex>
  );
}
