import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { usePermission, useService } from '@core';
import { TwoPanelLayout } from '@core/components';
import { DetailActions, useLeaveGuard } from '@core/crud';
import { QueryState, useChange, useData } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { Alert, Badge, Card, Empty, Modal, Space, Tabs, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { RoleApi, type RoleSummary } from '../api/role-api';
import { roleListQuery, SettingsTag } from '../api/settings-queries';
import { AddMembersDialog } from './roles/add-members-dialog';
import { RoleGrantPanel } from './roles/role-grant-panel';
import { RoleList } from './roles/role-list';
import { RoleMembersPanel } from './roles/role-members-panel';
import { RoleNameDialog } from './roles/role-name-dialog';
import { useRoleGrant } from './roles/use-role-grant';

type Naming = { mode: 'add' } | { mode: 'rename'; role: RoleSummary };

/**
 * The page once the roles are in. Every change invalidates the `roles` tag (and `staff` for members),
 * so the list, its member counts and the members tab reload the one way; the staff pages' changes
 * reach the counts the same way.
 */
const RoleManagement = observer(function RoleManagement({ list }: { list: RoleSummary[] }) {
  const api = useService(RoleApi);
  const can = {
    add: usePermission(SettingsPermission.roleAdd),
    grant: usePermission(SettingsPermission.roleGrant),
    member: usePermission(SettingsPermission.roleMember),
  };

  const [selectedId, setSelectedId] = useState<string>();
  // A removed (or not yet chosen) role falls back to the first one, the built-in 管理员.
  const selected = list.find((role) => role.uniqueId === selectedId) ?? list[0];
  const grant = useRoleGrant(api, selected, can.grant);
  // Closing or leaving the tab with unsaved grant changes asks first, as choosing another role does.
  const guard = useLeaveGuard(() => grant.dirty && !grant.saving);

  const [tab, setTab] = useState('grant');
  const [naming, setNaming] = useState<Naming>();
  // Each opening of the name dialog is a fresh form: the last role's name or a refused one is not kept.
  const [namingSerial, setNamingSerial] = useState(0);
  const openNaming = (next: Naming) => {
    setNaming(next);
    setNamingSerial((serial) => serial + 1);
  };
  const [pendingSwitch, setPendingSwitch] = useState<string>();
  const [addingMembers, setAddingMembers] = useState(false);
  const [removeRefusal, setRemoveRefusal] = useState<{ roleId: string; message: string }>();

  /** Chooses another role, asking first when the current one has unsaved grant changes. */
  function requestSelect(uniqueId: string) {
    if (uniqueId === selected?.uniqueId) return;
    if (grant.dirty) setPendingSwitch(uniqueId);
    else setSelectedId(uniqueId);
  }

  const addRole = useChange({
    change: (name: string) => api.add(name),
    invalidates: [SettingsTag.roles],
    awaitReload: true,
    success: (role) => `角色「${role.name}」已新增`,
    onSuccess: (role) => {
      // The new role is chosen, unless that would throw away unsaved grant changes.
      if (!grant.dirty) setSelectedId(role.uniqueId);
      setNaming(undefined);
    },
  });
  const renameRole = useChange({
    change: ({ uniqueId, name }: { uniqueId: string; name: string }) => api.rename(uniqueId, name),
    invalidates: [SettingsTag.roles],
    awaitReload: true,
    success: '角色已重命名',
    onSuccess: () => setNaming(undefined),
  });
  const removeRole = useChange({
    change: (role: RoleSummary) => api.remove(role.uniqueId),
    // Its members' roles changed too.
    invalidates: [SettingsTag.roles, SettingsTag.staff],
    awaitReload: true,
    success: (_done, role) => `角色「${role.name}」已删除`,
    refusal: (message, _error, role) => setRemoveRefusal({ roleId: role.uniqueId, message }),
    fallback: '删除失败，请稍后再试',
  });
  const addMembers = useChange({
    change: ({ role, ids }: { role: RoleSummary; ids: string[] }) => api.addMembers(role.uniqueId, ids),
    invalidates: [SettingsTag.roles, SettingsTag.staff],
    success: (_done, { ids }) => `已添加 ${ids.length} 名成员`,
    onSuccess: () => setAddingMembers(false),
  });

  /** The name dialog's 确定: rejects with a refusal, which the dialog shows with the name kept. */
  async function submitName(name: string) {
    if (naming?.mode === 'add') await addRole.send(name);
    else if (naming && name !== naming.role.name)
      await renameRole.send({ uniqueId: naming.role.uniqueId, name });
    else setNaming(undefined);
  }

  function remove(role: RoleSummary) {
    setRemoveRefusal(undefined);
    return removeRole.run(role);
  }

  const refusal =
    removeRefusal && removeRefusal.roleId === selected?.uniqueId ? removeRefusal.message : undefined;
  return (
    <div style={{ padding: 24 }}>
      {guard}
      <TwoPanelLayout
        sideWidth={280}
        side={
          <RoleList
            roles={list}
            selectedId={selected?.uniqueId}
            canAdd={can.add}
            onSelect={requestSelect}
            onAdd={() => openNaming({ mode: 'add' })}
          />
        }
      >
        {selected ? (
          <Card
            style={{ flex: 1, minWidth: 0 }}
            title={
              <Space>
                <span>{selected.name}</span>
                {selected.builtIn && (
                  <Tag variant="filled" color="gold" icon={<LockOutlined />}>
                    内置
                  </Tag>
                )}
              </Space>
            }
            extra={
              <DetailActions
                actions={[
                  {
                    key: 'rename',
                    label: '重命名',
                    icon: <EditOutlined />,
                    permission: SettingsPermission.roleModify,
                    visible: !selected.builtIn,
                    onClick: () => openNaming({ mode: 'rename', role: selected }),
                  },
                  {
                    key: 'remove',
                    label: '删除',
                    icon: <DeleteOutlined />,
                    danger: true,
                    permission: SettingsPermission.roleRemove,
                    visible: !selected.builtIn,
                    confirm: {
                      title: `删除角色「${selected.name}」？`,
                      description:
                        selected.memberCount > 0
                          ? `该角色的 ${selected.memberCount} 名成员将失去它授予的权限，删除后不可恢复。`
                          : '删除后不可恢复。',
                      okText: '删除',
                    },
                    onClick: () => remove(selected),
                  },
                ]}
              />
            }
          >
            {refusal && (
              <Alert
                type="error"
                showIcon
                closable
                title="删除失败"
                description={refusal}
                onClose={() => setRemoveRefusal(undefined)}
                style={{ marginBottom: 12 }}
              />
            )}
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'grant',
                  label: (
                    <Badge dot={grant.dirty} offset={[6, 0]}>
                      权限
                    </Badge>
                  ),
                  children: (
                    <RoleGrantPanel
                      grant={grant}
                      builtIn={selected.builtIn}
                      canGrant={can.grant}
                      onSave={() => void grant.save()}
                    />
                  ),
                },
                {
                  key: 'members',
                  label: `成员（${selected.memberCount}）`,
                  children: (
                    <RoleMembersPanel
                      key={selected.uniqueId}
                      role={selected}
                      canManage={can.member}
                      onAddMembers={() => setAddingMembers(true)}
                    />
                  ),
                },
              ]}
            />
          </Card>
        ) : (
          <Card style={{ flex: 1 }}>
            <Empty description="还没有角色" />
          </Card>
        )}
      </TwoPanelLayout>

      <RoleNameDialog
        key={namingSerial}
        open={naming !== undefined}
        title={naming?.mode === 'rename' ? '重命名角色' : '新增角色'}
        initialName={naming?.mode === 'rename' ? naming.role.name : ''}
        onSubmit={submitName}
        onClose={() => setNaming(undefined)}
      />
      {selected && (
        <AddMembersDialog
          open={addingMembers}
          role={selected}
          onSubmit={(ids) => addMembers.send({ role: selected, ids })}
          onClose={() => setAddingMembers(false)}
        />
      )}
      <Modal
        open={pendingSwitch !== undefined}
        title="放弃未保存的权限修改？"
        okText="放弃修改"
        cancelText="继续编辑"
        okButtonProps={{ danger: true }}
        onOk={() => {
          setSelectedId(pendingSwitch);
          setPendingSwitch(undefined);
        }}
        onCancel={() => setPendingSwitch(undefined)}
      >
        {`「${selected?.name ?? ''}」的权限修改尚未保存，切换角色后这些修改将丢失。`}
      </Modal>
    </div>
  );
});

/**
 * 角色管理: the organisation's roles on the left; for the chosen one, what it grants (权限, a
 * tri-state tree of every installed application's resources) and who holds it (成员). Each action
 * shows only to holders of its code (ROLE_ADD, ROLE_MODIFY, ROLE_REMOVE, ROLE_GRANT, ROLE_MEMBER);
 * the built-in 管理员 holds everything and cannot be renamed, removed or granted.
 */
const RoleManagementPage = observer(function RoleManagementPage() {
  const roles = useData(roleListQuery, undefined);
  return (
    <QueryState query={roles} errorTitle="角色列表加载失败">
      {(list) => <RoleManagement list={list} />}
    </QueryState>
  );
});

export default RoleManagementPage;
