import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { ApplicationInState, type ManagedApplication } from '../../api/managed-application-api';

/** Which row actions the member may use (the server enforces the same codes). */
export interface ApplicationPermissions {
  state: boolean;
  roles: boolean;
  remove: boolean;
}

export interface ApplicationHandlers {
  onDetail(application: ManagedApplication): void;
  onSetState(application: ManagedApplication, inState: ApplicationInState): Promise<unknown>;
  onRoles(application: ManagedApplication): void;
  onRemove(application: ManagedApplication): Promise<unknown>;
}

/** 启用 at once (harmless); 停用 after a confirm saying members lose the application until re-enabled. */
function StateAction({
  application,
  onChange,
}: {
  application: ManagedApplication;
  onChange(inState: ApplicationInState): Promise<unknown>;
}) {
  const [enabling, setEnabling] = useState(false);
  if (application.inState === ApplicationInState.disabled) {
    const enable = async () => {
      setEnabling(true);
      try {
        await onChange(ApplicationInState.enabled);
      } finally {
        setEnabling(false);
      }
    };
    return (
      <Button type="link" size="small" loading={enabling} onClick={enable}>
        启用
      </Button>
    );
  }
  return (
    <Popconfirm
      title={`停用「${application.name}」？`}
      description="停用后本组织所有成员（包括管理员）都无法打开该应用，可随时重新启用。"
      okText="停用"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={() => onChange(ApplicationInState.disabled)}
    >
      <Button type="link" size="small">
        停用
      </Button>
    </Popconfirm>
  );
}

/** The actions of one row, each shown only to holders of its code. */
export function ApplicationActions({
  application,
  permissions,
  handlers,
}: {
  application: ManagedApplication;
  permissions: ApplicationPermissions;
  handlers: ApplicationHandlers;
}) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => handlers.onDetail(application)}>
        详情
      </Button>
      {permissions.state && (
        <StateAction
          application={application}
          onChange={(inState) => handlers.onSetState(application, inState)}
        />
      )}
      {permissions.roles && (
        <Button type="link" size="small" onClick={() => handlers.onRoles(application)}>
          可用角色
        </Button>
      )}
      {permissions.remove && (
        <Popconfirm
          title={`移除「${application.name}」？`}
          description={
            <div style={{ maxWidth: 280 }}>
              移除后本组织所有成员都将无法使用该应用，工作台和菜单中的入口也会消失；如需再次使用，须到应用中心重新开通。
            </div>
          }
          okText="移除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => handlers.onRemove(application)}
        >
          <Button type="link" size="small" danger>
            移除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
