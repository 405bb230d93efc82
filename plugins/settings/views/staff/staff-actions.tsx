import { useChange } from '@core/data';
import { Button, Popconfirm } from 'antd';
import { StaffState, type StaffSummary } from '../../api/staff-api';

type Member = Pick<StaffSummary, 'uniqueId' | 'name' | 'state'>;

/** What 停用 and 删除 warn of, on the list and the detail alike. */
export const DISABLE_WARNING = '停用后该员工会被立即登出，且不能再进入本组织，可随时重新启用。';
export const REMOVE_WARNING = '删除后该员工会被立即登出，并从本组织移除，此操作不可撤销。';
type ButtonKind = 'link' | 'default';

/**
 * 停用 (asks first: the member is signed out and can no longer enter the organisation) or 启用
 * (harmless, at once), by the member's state.
 */
export function StaffStateAction({
  member,
  onChange,
  kind = 'link',
}: {
  member: Member;
  onChange(state: StaffState): Promise<unknown>;
  kind?: ButtonKind;
}) {
  const enable = useChange({ change: () => onChange(StaffState.active) });
  if (member.state === StaffState.disabled) {
    return (
      <Button
        type={kind}
        size={kind === 'link' ? 'small' : undefined}
        loading={enable.busy}
        onClick={() => void enable.run()}
      >
        启用
      </Button>
    );
  }
  return (
    <Popconfirm
      title={`停用「${member.name}」？`}
      description={DISABLE_WARNING}
      okText="停用"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={() => onChange(StaffState.disabled)}
    >
      <Button type={kind} size={kind === 'link' ? 'small' : undefined}>
        停用
      </Button>
    </Popconfirm>
  );
}

/** 删除, after a confirm stating the member is signed out at once and leaves the organisation. */
export function StaffRemoveAction({
  member,
  onRemove,
  kind = 'link',
}: {
  member: Member;
  onRemove(): Promise<unknown>;
  kind?: ButtonKind;
}) {
  return (
    <Popconfirm
      title={`删除「${member.name}」？`}
      description={REMOVE_WARNING}
      okText="删除"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={() => onRemove()}
    >
      <Button type={kind} size={kind === 'link' ? 'small' : undefined} danger>
        删除
      </Button>
    </Popconfirm>
  );
}
