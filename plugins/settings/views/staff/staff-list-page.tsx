import { ImportOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { usePermission } from '@core';
import { departmentTreeQuery, TwoPanelLayout } from '@core/components';
import { ListPage, type RowAction } from '@core/crud';
import { QueryState, useData } from '@core/data';
import type { PrepareSlot } from '@core/plugin';
import { FIRST_PAGE_QUERY } from '@manifests/contracts/list-constants';
import { SettingsPermission } from '@manifests/settings';
import { Button, Card, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { staffPageQuery } from '../../api/settings-queries';
import { StaffState, type StaffSummary } from '../../api/staff-api';
import { DepartmentFilter } from './department-filter';
import { LazyStaffImportDialog, prefetchImportDialog } from './lazy-staff-import-dialog';
import { DISABLE_WARNING, REMOVE_WARNING } from './staff-actions';
import { STAFF_ADD_PATH, STAFF_CONFIG_PATH, staffDetailPath, staffModifyPath } from './staff-paths';
import { staffColumns } from './staff-table';
import { type StaffChanges, useStaffChanges } from './use-staff-changes';

/** The row actions; each shows only to holders of its code (the server enforces the same). */
function staffActions(changes: StaffChanges, navigate: (path: string) => void): RowAction<StaffSummary>[] {
  return [
    {
      key: 'detail',
      label: '详情',
      permission: SettingsPermission.staffDetail,
      onClick: (member) => navigate(staffDetailPath(member.uniqueId)),
    },
    {
      key: 'modify',
      label: '编辑',
      permission: SettingsPermission.staffModify,
      onClick: (member) => navigate(staffModifyPath(member.uniqueId)),
    },
    {
      key: 'enable',
      label: '启用',
      permission: SettingsPermission.staffState,
      visible: (member) => member.state === StaffState.disabled,
      change: changes.enable,
    },
    {
      key: 'disable',
      label: '停用',
      permission: SettingsPermission.staffState,
      visible: (member) => member.state !== StaffState.disabled,
      confirm: {
        title: (member) => `停用「${member.name}」？`,
        description: DISABLE_WARNING,
        okText: '停用',
      },
      change: changes.disable,
    },
    {
      key: 'remove',
      label: '删除',
      permission: SettingsPermission.staffRemove,
      danger: true,
      confirm: { title: (member) => `删除「${member.name}」？`, description: REMOVE_WARNING, okText: '删除' },
      change: changes.remove,
    },
  ];
}

/**
 * 员工管理: the organisation's members, filtered by department (with its sub-departments), state and
 * a search on name, telephone or employee number, on the CRUD kit. Kept alive: a change to staff
 * anywhere invalidates the `staff` tag, and the list reloads when shown again.
 */
const StaffListPage = observer(function StaffListPage() {
  const changes = useStaffChanges();
  const navigate = useNavigate();
  const can = {
    add: usePermission(SettingsPermission.staffAdd),
    import: usePermission(SettingsPermission.staffImport),
    config: usePermission(SettingsPermission.staffConfig),
    detail: usePermission(SettingsPermission.staffDetail),
  };
  const [department, setDepartment] = useState<string>();
  const [importing, setImporting] = useState(false);
  const departments = useData(departmentTreeQuery, undefined);
  const columns = useMemo(
    () => staffColumns(can.detail ? (member) => navigate(staffDetailPath(member.uniqueId)) : undefined),
    [can.detail, navigate],
  );
  const actions = useMemo(() => staffActions(changes, navigate), [changes, navigate]);

  return (
    <div style={{ padding: 24 }}>
      <TwoPanelLayout
        sideWidth={200}
        side={
          <Card title="部门" size="small">
            <QueryState query={departments} errorTitle="部门加载失败" size="small">
              {(tree) => <DepartmentFilter tree={tree} selected={department} onSelect={setDepartment} />}
            </QueryState>
          </Card>
        }
      >
        <ListPage
          title="员工管理"
          tableId="settings.staff"
          rowKey="uniqueId"
          columns={columns}
          query={staffPageQuery}
          params={{ departmentUniqueId: department }}
          actions={actions}
          errorTitle="员工列表加载失败"
          emptyText={(filtered) => (filtered ? '没有符合条件的员工' : '暂无员工')}
          extra={
            <Space wrap>
              {can.config && (
                <Button icon={<SettingOutlined />} onClick={() => navigate(STAFF_CONFIG_PATH)}>
                  字段配置
                </Button>
              )}
              {can.import && (
                <Button
                  icon={<ImportOutlined />}
                  onPointerEnter={prefetchImportDialog}
                  onFocus={prefetchImportDialog}
                  onClick={() => setImporting(true)}
                >
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
        />
      </TwoPanelLayout>
      {can.import && <LazyStaffImportDialog open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
});

export default StaffListPage;

/**
 * What the page shows at once, as its manifest's `firstCalls` ask for it: the first page with no filter
 * and the department tree. The server draws the page from these (its manifest's `drawnChunk`), and the
 * console loads them before its first render there.
 */
export const prepare: PrepareSlot = ({ prefetch }) =>
  Promise.all([prefetch(staffPageQuery, FIRST_PAGE_QUERY), prefetch(departmentTreeQuery, undefined)]);
