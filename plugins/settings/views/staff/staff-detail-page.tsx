import { formatDateTime, useLeaveView, usePermission } from '@core';
import { combineQueries, QueryState, useData } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { Button, Card, Descriptions, type DescriptionsProps, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { staffDetailQuery, staffFieldsQuery } from '../../api/settings-queries';
import type { StaffDetail, StaffField } from '../../api/staff-api';
import { StaffNotChosen, StaffPageLoading } from './page-states';
import { StaffRemoveAction, StaffStateAction } from './staff-actions';
import { STAFF_LIST_PATH, staffModifyPath } from './staff-paths';
import { RoleTags, StaffStateTag } from './staff-table';
import { useStaffCommands } from './use-staff-commands';

const EMPTY = '—';

function customValueText(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY : String(value);
}

function itemsOf({
  detail,
  fields,
}: {
  detail: StaffDetail;
  fields: StaffField[];
}): DescriptionsProps['items'] {
  return [
    { key: 'name', label: '姓名', children: detail.name },
    { key: 'telephone', label: '手机号', children: detail.telephone },
    { key: 'state', label: '状态', children: <StaffStateTag state={detail.state} /> },
    {
      key: 'departments',
      label: '部门',
      children: detail.departments.map((department) => department.name).join('、') || EMPTY,
    },
    { key: 'position', label: '职位', children: detail.position || EMPTY },
    { key: 'roles', label: '角色', children: <RoleTags roles={detail.roles} /> },
    { key: 'employeeNo', label: '工号', children: detail.employeeNo || EMPTY },
    { key: 'entryDate', label: '入职日期', children: detail.entryDate ?? EMPTY },
    {
      key: 'createdAt',
      label: '加入时间',
      children: formatDateTime(detail.createdAt),
    },
    ...fields.map((field) => ({
      key: `custom-${field.uniqueId}`,
      label: field.label,
      children: customValueText(detail.customFields[field.uniqueId]),
    })),
  ];
}

/** 员工详情 (/childsPage/staffDetail?uniqueId=): everything about a member, with 编辑/停用/删除 by code. */
const StaffDetailPage = observer(function StaffDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <StaffNotChosen />;
  return <StaffDetailView uniqueId={uniqueId} />;
});

const StaffDetailView = observer(function StaffDetailView({ uniqueId }: { uniqueId: string }) {
  const can = {
    modify: usePermission(SettingsPermission.staffModify),
    state: usePermission(SettingsPermission.staffState),
    remove: usePermission(SettingsPermission.staffRemove),
  };
  const loaded = combineQueries(useData(staffDetailQuery, uniqueId), useData(staffFieldsQuery, undefined));
  return (
    <QueryState query={loaded} errorTitle="员工详情加载失败" loading={<StaffPageLoading />}>
      {([detail, fields]) => <StaffDetailCard detail={detail} fields={fields} can={can} />}
    </QueryState>
  );
});

/** The member's card; a change (停用, 删除, an edit elsewhere) invalidates `staff` and it reloads. */
const StaffDetailCard = observer(function StaffDetailCard({
  detail,
  fields,
  can,
}: {
  detail: StaffDetail;
  fields: StaffField[];
  can: { modify: boolean; state: boolean; remove: boolean };
}) {
  const commands = useStaffCommands();
  const navigate = useNavigate();
  const leave = useLeaveView();
  const remove = async () => {
    if (await commands.remove(detail)) leave(STAFF_LIST_PATH);
  };
  return (
    <div style={{ padding: 24 }}>
      <Card
        title="员工详情"
        extra={
          <Space>
            {can.modify && (
              <Button type="primary" onClick={() => navigate(staffModifyPath(detail.uniqueId))}>
                编辑
              </Button>
            )}
            {can.state && (
              <StaffStateAction
                kind="default"
                member={detail}
                onChange={(state) => commands.setState(detail, state)}
              />
            )}
            {can.remove && <StaffRemoveAction kind="default" member={detail} onRemove={remove} />}
          </Space>
        }
      >
        <Descriptions bordered column={{ xs: 1, md: 2 }} items={itemsOf({ detail, fields })} />
      </Card>
    </div>
  );
});

export default StaffDetailPage;
