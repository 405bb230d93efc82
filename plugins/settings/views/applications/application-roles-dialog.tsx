import { QueryState, useChange, useData } from '@core/data';
import { Alert, Button, Flex, Modal, Select, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ManagedApplication } from '../../api/managed-application-api';
import type { RoleSummary } from '../../api/role-api';
import { roleListQuery } from '../../api/settings-queries';

function Footer({ children }: { children: ReactNode }) {
  return (
    <Flex justify="end" gap={8} style={{ marginTop: 24 }}>
      {children}
    </Flex>
  );
}

/** An application without resources has nothing to grant: every member may use it. */
function NotApplicable({ onClose }: { onClose(): void }) {
  return (
    <>
      <Alert
        type="info"
        showIcon
        title="该应用无需分配角色"
        description="该应用没有需要授权的功能，本组织全体成员均可使用，因此不能限定可使用的角色。"
      />
      <Footer>
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      </Footer>
    </>
  );
}

/**
 * The roles to hold the application. The built-in 管理员 is not offered: administrators hold every
 * application anyway. A refusal shows above the choice, which is kept.
 */
function RolesForm({
  application,
  roles,
  onSave,
  onClose,
}: {
  application: ManagedApplication;
  roles: RoleSummary[];
  onSave(roleUniqueIds: string[]): Promise<unknown>;
  onClose(): void;
}) {
  const grantable = roles.filter((role) => !role.builtIn);
  const [selected, setSelected] = useState(() =>
    application.roleUniqueIds.filter((uniqueId) => grantable.some((role) => role.uniqueId === uniqueId)),
  );
  const save = useChange({ change: onSave, refusal: 'inline', fallback: '保存失败，请稍后再试' });

  return (
    <>
      <Flex vertical gap={12}>
        {save.refusal && <Alert type="error" showIcon title={save.refusal} />}
        <Typography.Text id="application-roles-label">可使用的角色</Typography.Text>
        <Select
          mode="multiple"
          aria-labelledby="application-roles-label"
          placeholder={grantable.length === 0 ? '暂无可选角色，请先在角色管理中新增角色' : '请选择角色'}
          value={selected}
          onChange={setSelected}
          optionFilterProp="label"
          allowClear
          options={grantable.map((role) => ({ value: role.uniqueId, label: role.name }))}
          style={{ width: '100%' }}
        />
        <Typography.Text type="secondary">
          所选角色将获得该应用的全部功能权限，未选中的角色将失去该应用的权限；管理员始终可以使用全部应用。未选择任何角色时，仅管理员可以使用。
        </Typography.Text>
      </Flex>
      <Footer>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={save.busy} onClick={() => void save.run(selected)}>
          保存
        </Button>
      </Footer>
    </>
  );
}

/** The organisation's roles, asked for again on opening (one may have been added meanwhile). */
function GrantableRoles({
  application,
  onSave,
  onClose,
}: {
  application: ManagedApplication;
  onSave(roleUniqueIds: string[]): Promise<unknown>;
  onClose(): void;
}) {
  const roles = useData(roleListQuery, undefined, { staleTime: 0 });
  return (
    <QueryState
      query={roles}
      size="small"
      errorTitle="角色加载失败"
      loading={<Skeleton active paragraph={{ rows: 3 }} />}
    >
      {(list) => <RolesForm application={application} roles={list} onSave={onSave} onClose={onClose} />}
    </QueryState>
  );
}

/**
 * The 可用角色 dialog of an application; it loads the organisation's roles when opened. An
 * application open to all (no resources) has nothing to grant: the dialog explains so at once.
 */
export function ApplicationRolesDialog({
  application,
  onSave,
  onClose,
}: {
  /** The row the dialog is open for; closed when undefined. */
  application: ManagedApplication | undefined;
  /** Resolves once saved; rejects with the refusal, which the dialog shows. */
  onSave(application: ManagedApplication, roleUniqueIds: string[]): Promise<unknown>;
  onClose(): void;
}) {
  return (
    <Modal
      open={application !== undefined}
      title={application ? `可用角色 · ${application.name}` : '可用角色'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {application?.openToAll && <NotApplicable onClose={onClose} />}
      {application && !application.openToAll && (
        <GrantableRoles
          application={application}
          onSave={(roleUniqueIds) => onSave(application, roleUniqueIds)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
