import { formatDateTime, useLeaveView } from '@core';
import { type DetailAction, DetailPage } from '@core/crud';
import { combineQueries, QueryState, useChange, useData } from '@core/data';
import { SettingsPermission } from '@manifests/settings';
import { Descriptions, type DescriptionsProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { staffDetailQuery, staffFieldsQuery } from '../../api/settings-queries';
import { type StaffDetail, type StaffField, StaffState } from '../../api/staff-api';
import { StaffNotChosen, StaffPageLoading } from './page-states';
import { DISABLE_WARNING, REMOVE_WARNING } from './staff-actions';
import { STAFF_LIST_PATH, staffModifyPath } from './staff-paths';
import { RoleTags, StaffStateTag } from './staff-table';
import { useStaffChanges } from './use-staff-changes';

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
  const loaded = combineQueries(useData(staffDetailQuery, uniqueId), useData(staffFieldsQuery, undefined));
  return (
    <QueryState query={loaded} errorTitle="员工详情加载失败" loading={<StaffPageLoading />}>
      {([detail, fields]) => <StaffDetailCard detail={detail} fields={fields} />}
    </QueryState>
  );
});

/**
 * The member's page on the kit's record page: their state beside the name, the action bar (编辑, 停用
 * or 启用 by their state — 停用 after a confirm —, 删除 after a confirm) by code, and every field; a
 * change (停用, 删除, an edit elsewhere) invalidates `staff` and it reloads.
 */
const StaffDetailCard = observer(function StaffDetailCard({
  detail,
  fields,
}: {
  detail: StaffDetail;
  fields: StaffField[];
}) {
  const changes = useStaffChanges();
  const navigate = useNavigate();
  const leave = useLeaveView();
  const enable = useChange(changes.enable);
  const disable = useChange(changes.disable);
  const remove = useChange({ ...changes.remove, onSuccess: () => leave(STAFF_LIST_PATH) });
  const active = detail.state === StaffState.active;
  const actions: DetailAction[] = [
    {
      key: 'modify',
      label: '编辑',
      primary: true,
      permission: SettingsPermission.staffModify,
      onClick: () => navigate(staffModifyPath(detail.uniqueId)),
    },
    {
      key: 'disable',
      label: '停用',
      permission: SettingsPermission.staffState,
      visible: active,
      confirm: { title: `停用「${detail.name}」？`, description: DISABLE_WARNING, okText: '停用' },
      danger: true,
      onClick: () => disable.run(detail),
    },
    {
      key: 'enable',
      label: '启用',
      permission: SettingsPermission.staffState,
      visible: !active,
      onClick: () => enable.run(detail),
    },
    {
      key: 'remove',
      label: '删除',
      permission: SettingsPermission.staffRemove,
      danger: true,
      confirm: { title: `删除「${detail.name}」？`, description: REMOVE_WARNING, okText: '删除' },
      onClick: () => remove.run(detail),
    },
  ];
  return (
    <div style={{ padding: 24 }}>
      <DetailPage
        title={`员工详情 · ${detail.name}`}
        tags={<StaffStateTag state={detail.state} />}
        backTo={STAFF_LIST_PATH}
        actions={actions}
      >
        <Descriptions bordered column={{ xs: 1, md: 2 }} items={itemsOf({ detail, fields })} />
      </DetailPage>
    </div>
  );
});

export default StaffDetailPage;
