import {
  Notifier,
  useDebouncedValue,
  useLastPageWithRows,
  useListPaging,
  usePermission,
  useService,
} from '@core';
import { LoadFailedAlert } from '@core/components';
import { SettingsPermission } from '@manifests/settings';
import { Card, Flex, Input, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import {
  ApplicationInState,
  type ManagedApplication,
  ManagedApplicationApi,
  type ManagedApplicationQuery,
} from '../api/managed-application-api';
import { RoleApi } from '../api/role-api';
import { ApplicationDetailDrawer } from './applications/application-detail-drawer';
import { ApplicationRolesDialog } from './applications/application-roles-dialog';
import { ApplicationTable } from './applications/application-table';
import { useApplicationCommands } from './applications/use-application-commands';
import { useApplicationPage, useRoles } from './applications/use-application-data';

type StateFilter = 'all' | ApplicationInState;
const DEFAULT_PAGE_SIZE = 10;

/**
 * 应用管理: the organisation's installed applications, searched by name and filtered by its own
 * switch. Anyone with the page sees details and resource trees; 启用/停用, 可用角色 and 移除 show
 * only to holders of their codes, and the server refuses what it must (设置 and 应用中心 can be
 * neither disabled nor removed) with a reason shown as is.
 */
const ApplicationManagementPage = observer(function ApplicationManagementPage() {
  const api = useService(ManagedApplicationApi);
  const roleApi = useService(RoleApi);
  const notifier = useService(Notifier);
  const permissions = {
    state: usePermission(SettingsPermission.applicationState),
    roles: usePermission(SettingsPermission.applicationRoles),
    remove: usePermission(SettingsPermission.applicationRemove),
  };

  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [revision, setRevision] = useState(0);
  const reload = useCallback(() => setRevision((value) => value + 1), []);

  // A new search or filter starts at the first page, while an action keeps the page and reloads it.
  const paging = useListPaging(JSON.stringify([searched, stateFilter]), DEFAULT_PAGE_SIZE);
  const { pageNum, pageSize, goToPage } = paging;

  const query = useMemo<ManagedApplicationQuery>(
    () => ({
      pageNum,
      pageSize,
      ...(searched ? { name: searched } : {}),
      ...(stateFilter === 'all' ? {} : { inState: stateFilter }),
    }),
    [pageNum, pageSize, searched, stateFilter],
  );
  const applications = useApplicationPage(api, query, revision);
  const { roles, setRoles } = useRoles(roleApi, revision);
  const commands = useApplicationCommands(api, notifier, reload);

  useLastPageWithRows(paging, applications.page);

  const [detailOf, setDetailOf] = useState<ManagedApplication>();
  const [rolesOf, setRolesOf] = useState<ManagedApplication>();

  const loadDetail = async (uniqueId: string) => {
    const [application, resources] = await Promise.all([api.detail(uniqueId), api.resourceTree(uniqueId)]);
    return { application, resources };
  };
  // The dialog shows the current roles (one may have been added in 角色管理 meanwhile); the table's
  // tags follow them too.
  const loadRoles = async () => {
    const list = await roleApi.list();
    setRoles(list);
    return list;
  };

  const filtered = Boolean(searched) || stateFilter !== 'all';
  return (
    <div style={{ padding: 24 }}>
      <Card title="应用管理">
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label="搜索应用"
            placeholder="搜索应用名称"
            maxLength={64}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            style={{ width: 280 }}
          />
          <Radio.Group
            aria-label="应用状态"
            optionType="button"
            value={stateFilter}
            onChange={(event) => setStateFilter(event.target.value as StateFilter)}
            options={[
              { label: '全部', value: 'all' },
              { label: '已启用', value: ApplicationInState.enabled },
              { label: '已停用', value: ApplicationInState.disabled },
            ]}
          />
        </Flex>
        {applications.error && (
          <LoadFailedAlert title="应用列表加载失败" message={applications.error} onRetry={reload} />
        )}
        <ApplicationTable
          page={applications.page}
          loading={applications.loading}
          pageNum={pageNum}
          pageSize={pageSize}
          filtered={filtered}
          now={Date.now()}
          roles={roles}
          permissions={permissions}
          handlers={{
            onDetail: setDetailOf,
            onSetState: (application, inState) => commands.setState(application, inState),
            onRoles: setRolesOf,
            onRemove: (application) => commands.remove(application),
          }}
          onPage={goToPage}
        />
      </Card>
      <ApplicationDetailDrawer
        application={detailOf}
        load={loadDetail}
        roles={roles}
        now={Date.now()}
        onClose={() => setDetailOf(undefined)}
      />
      {permissions.roles && (
        <ApplicationRolesDialog
          application={rolesOf}
          load={loadRoles}
          onSave={async (application, roleUniqueIds) => {
            await commands.saveRoles(application, roleUniqueIds);
            setRolesOf(undefined);
          }}
          onClose={() => setRolesOf(undefined)}
        />
      )}
    </div>
  );
});

export default ApplicationManagementPage;
