import { ImportOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import {
  useDebouncedValue,
  useKeyedLoad,
  useLastPageWithRows,
  useListPaging,
  usePermission,
  useService,
} from '@core';
import { LoadFailedAlert } from '@core/components';
import { SettingsPermission } from '@manifests/settings';
import { Button, Card, Flex, Input, Radio, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DepartmentApi } from '../../api/department-api';
import { StaffApi, type StaffPageQuery, StaffState, type StaffSummary } from '../../api/staff-api';
import { StaffChangesStore } from '../../stores/staff-changes-store';
import { DepartmentFilter, type DepartmentsState } from './department-filter';
import { StaffImportDialog } from './staff-import-dialog';
import { STAFF_ADD_PATH, STAFF_CONFIG_PATH, staffDetailPath, staffModifyPath } from './staff-paths';
import { StaffTable } from './staff-table';
import { useStaffCommands } from './use-staff-commands';

type StateFilter = 'all' | StaffState;
const DEFAULT_PAGE_SIZE = 10;

/**
 * 员工管理: the organisation's members, filtered by department (with its sub-departments), state and
 * a search on name, telephone or employee number; each action shows only to holders of its code.
 * Kept alive: it reloads when shown again after staff changed elsewhere (StaffChangesStore).
 */
const StaffListPage = observer(function StaffListPage() {
  const api = useService(StaffApi);
  const departmentApi = useService(DepartmentApi);
  const changes = useService(StaffChangesStore);
  const commands = useStaffCommands();
  const navigate = useNavigate();
  const can = {
    add: usePermission(SettingsPermission.staffAdd),
    import: usePermission(SettingsPermission.staffImport),
    config: usePermission(SettingsPermission.staffConfig),
    detail: usePermission(SettingsPermission.staffDetail),
    modify: usePermission(SettingsPermission.staffModify),
    state: usePermission(SettingsPermission.staffState),
    remove: usePermission(SettingsPermission.staffRemove),
  };

  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [department, setDepartment] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [importing, setImporting] = useState(false);

  const paging = useListPaging(JSON.stringify([searched, department, stateFilter]), DEFAULT_PAGE_SIZE);
  const { pageNum, pageSize, goToPage } = paging;

  const query = useMemo<StaffPageQuery>(
    () => ({
      pageNum,
      pageSize,
      ...(searched ? { keyword: searched } : {}),
      ...(department ? { departmentUniqueId: department } : {}),
      ...(stateFilter === 'all' ? {} : { state: stateFilter }),
    }),
    [pageNum, pageSize, searched, department, stateFilter],
  );
  const staff = useStaffPage(api, query, changes.revision, attempt);
  const departments = useDepartments(departmentApi, changes.revision, attempt);

  useLastPageWithRows(paging, staff.page);

  return (
    <div style={{ padding: 24 }}>
      <Flex gap={16} align="start">
        <Card title="部门" size="small" style={{ width: 260, flexShrink: 0 }}>
          <DepartmentFilter
            departments={departments}
            selected={department}
            onSelect={setDepartment}
            onRetry={() => setAttempt((value) => value + 1)}
          />
        </Card>
        <Card
          title="员工管理"
          style={{ flex: 1, minWidth: 0 }}
          extra={
            <Space wrap>
              {can.config && (
                <Button icon={<SettingOutlined />} onClick={() => navigate(STAFF_CONFIG_PATH)}>
                  字段配置
                </Button>
              )}
              {can.import && (
                <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                  导入
                </Button>
              )}
              {can.add && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(STAFF_ADD_PATH)}>
                  新增员工
                </Button>
              )}
            </Space>
          }
        >
          <Flex gap={12} wrap style={{ marginBottom: 16 }}>
            <Input.Search
              allowClear
              aria-label="搜索员工"
              placeholder="搜索姓名、手机号或工号"
              maxLength={50}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              style={{ width: 280 }}
            />
            <Radio.Group
              aria-label="员工状态"
              optionType="button"
              value={stateFilter}
              onChange={(event) => setStateFilter(event.target.value as StateFilter)}
              options={[
                { label: '全部', value: 'all' },
                { label: '在职', value: StaffState.active },
                { label: '停用', value: StaffState.disabled },
              ]}
            />
          </Flex>
          {staff.error && (
            <LoadFailedAlert
              title="员工列表加载失败"
              message={staff.error}
              onRetry={() => setAttempt((value) => value + 1)}
            />
          )}
          <StaffTable
            page={staff.page}
            loading={staff.loading}
            pageNum={pageNum}
            pageSize={pageSize}
            filtered={Boolean(searched || department || stateFilter !== 'all')}
            permissions={{ detail: can.detail, modify: can.modify, state: can.state, remove: can.remove }}
            handlers={{
              onDetail: (member: StaffSummary) => navigate(staffDetailPath(member.uniqueId)),
              onModify: (member: StaffSummary) => navigate(staffModifyPath(member.uniqueId)),
              onSetState: (member, state) => commands.setState(member, state),
              onRemove: (member) => commands.remove(member),
            }}
            onPage={goToPage}
          />
        </Card>
      </Flex>
      {can.import && (
        <StaffImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => changes.markChanged()}
        />
      )}
    </div>
  );
});

export default StaffListPage;

/**
 * One page of staff for `query`. Loads again when the query, the staff revision or the retry count
 * changes, but not merely because the kept-alive view is shown again.
 */
function useStaffPage(api: StaffApi, query: StaffPageQuery, revision: number, attempt: number) {
  const { value, loading, error } = useKeyedLoad(
    () => api.page(query),
    JSON.stringify([query, revision, attempt]),
  );
  return { page: value, loading, error };
}

/** The department tree for the filter, reloaded with the staff (member counts change with it). */
function useDepartments(api: DepartmentApi, revision: number, attempt: number): DepartmentsState {
  const { value, error } = useKeyedLoad(() => api.tree(), `${revision}#${attempt}`);
  if (error) return { kind: 'failed', message: error };
  return value ? { kind: 'ready', tree: value } : { kind: 'loading' };
}
