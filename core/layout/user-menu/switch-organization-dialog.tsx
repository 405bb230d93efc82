import { CheckOutlined } from '@ant-design/icons';
import { Avatar, Modal } from 'antd';
import type { Organization } from '../../api/auth-api';
import { useChange } from '../../data/use-change';

export interface SwitchOrganizationDialogProps {
  open: boolean;
  organizations: readonly Organization[];
  currentId: string | undefined;
  onChoose: (uniqueId: string) => Promise<void>;
  onClose: () => void;
}

/** 切换组织: the member's organisations, the current one marked; choosing another enters it. */
export function SwitchOrganizationDialog({
  open,
  organizations,
  currentId,
  onChoose,
  onClose,
}: SwitchOrganizationDialogProps) {
  // A refusal was shown by the request service; the dialog stays for another try.
  const enter = useChange({ change: onChoose, onSuccess: onClose });
  const entering = enter.busy ? enter.input : undefined;

  const choose = (uniqueId: string) => {
    if (uniqueId === currentId) onClose();
    else void enter.run(uniqueId);
  };

  return (
    <Modal title="切换组织" open={open} onCancel={onClose} footer={null} width={400} destroyOnHidden>
      <ul className="atrium-switch-organization">
        {organizations.map((organization) => {
          const current = organization.uniqueId === currentId;
          return (
            <li key={organization.uniqueId} className="atrium-switch-organization__item">
              <button
                type="button"
                className="atrium-switch-organization__button"
                aria-current={current ? 'true' : undefined}
                disabled={entering !== undefined}
                onClick={() => choose(organization.uniqueId)}
              >
                <Avatar shape="square" src={organization.logoUrl || undefined} size={32}>
                  {organization.name.slice(0, 1)}
                </Avatar>
                <span className="atrium-switch-organization__name">{organization.name}</span>
                {current && (
                  <CheckOutlined className="atrium-switch-organization__check" aria-label="当前组织" />
                )}
                {entering === organization.uniqueId && (
                  <span className="atrium-switch-organization__hint">进入中…</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
