import { usePermission } from '@core';
import { ListPage } from '@core/crud';
import { useChange, useData } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { ManagedApplication } from '../api/managed-application-api';
import { applicationPageQuery, roleListQuery } from '../api/settings-queries';
import { applicationActions } from './applications/application-actions';
import { applicationColumns } from './applications/application-table';
import {
  LazyApplicationDetailDrawer,
  LazyApplicationRolesDialog,
} from './applications/lazy-application-dialogs';
import { useApplicationChanges } from './applications/use-application-changes';

/**
 * 应用管理: the organisation's installed applications, searched by name and filtered by its own
 * switch, on the CRUD kit. Anyone with the page sees details and resource trees; 启用/停用, 可用角色
 * and 移除 show only to holders of their codes, and the server refuses what it must (设置 and 应用中心
 * can be neither disabled nor removed) with a reason shown as is. The list reloads when shown again
 * (applications opened in 应用中心 meanwhile appear) and after each change (the `applications` tag).
 */
const ApplicationManagementPage = observer(function ApplicationManagementPage() {
  const changes = useApplicationChanges();
  const canGrant = usePermission(SettingsPermission.applicationRoles);
  const [detailOf, setDetailOf] = useState<ManagedApplication>();
  const [rolesOf, setRolesOf] = useState<ManagedApplication>();
  // The role names of the table; without them it shows how many roles hold an application.
  const roleList = useData(roleListQuery, undefined).data;
  const roles = useMemo(() => roleList && new Map(roleList.map((role) => [role.uniqueId, role])), [roleList]);
  // "Now" for the expiry tags, to the minute: the columns stay the same between renders.
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const columns = useMemo(() => applicationColumns({ now, roles, onDetail: setDetailOf }), [now, roles]);
  const actions = useMemo(
    () => applicationActions(changes, { detail: setDetailOf, roles: setRolesOf }),
    [changes],
  );
  const saveRoles = useChange({ ...changes.saveRoles, onSuccess: () => setRolesOf(undefined) });

  return (
    <div style={{ padding: 24 }}>
      <ListPage
        title="应用管理"
        tableId="settings.applications"
        rowKey="uniqueId"
        columns={columns}
        query={applicationPageQuery}
        actions={actions}
        errorTitle="应用列表加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的应用' : '本组织还没有开通任何应用')}
      />
      <LazyApplicationDetailDrawer
        open={detailOf !== undefined}
        application={detailOf}
        roles={roles}
        now={now}
        onClose={() => setDetailOf(undefined)}
      />
      {canGrant && (
        <LazyApplicationRolesDialog
          open={rolesOf !== undefined}
          application={rolesOf}
          onSave={(application, roleUniqueIds) => saveRoles.send({ application, roleUniqueIds })}
          onClose={() => setRolesOf(undefined)}
        />
      )}
    </div>
  );
});

export default ApplicationManagementPage;
