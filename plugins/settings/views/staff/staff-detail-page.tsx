import { errorMessage, useLeaveView, usePermission, useService } from '@core';
import { SettingsPermission } from '@manifests/settings';
import { Button, Card, Descriptions, type DescriptionsProps, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StaffApi, type StaffDetail, type StaffField } from '../../api/staff-api';
import { StaffChangesStore } from '../../stores/staff-changes-store';
import { StaffNotChosen, StaffPageFailed, StaffPageLoading } from './page-states';
import { StaffRemoveAction, StaffStateAction } from './staff-actions';
import { STAFF_LIST_PATH, staffModifyPath } from './staff-paths';
import { RoleTags, StaffStateTag } from './staff-table';
import { useStaffCommands } from './use-staff-commands';

const EMPTY = '—';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; detail: StaffDetail; fields: StaffField[] };

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
      children: new Date(detail.createdAt).toLocaleString('zh-CN', { hour12: false }),
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
  const api = useService(StaffApi);
  const changes = useService(StaffChangesStore);
  const commands = useStaffCommands();
  const navigate = useNavigate();
  const leave = useLeaveView();
  const can = {
    modify: usePermission(SettingsPermission.staffModify),
    state: usePermission(SettingsPermission.staffState),
    remove: usePermission(SettingsPermission.staffRemove),
  };
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedFor = useRef<string>(undefined);

  // Loads again after the member (or any staff) changed elsewhere, not on every re-show of the tab.
  const revision = changes.revision;
  useEffect(() => {
    const key = `${uniqueId}#${revision}#${attempt}`;
    if (loadedFor.current === key) return;
    let cancelled = false;
    Promise.all([api.detail(uniqueId), api.fields()]).then(
      ([detail, fields]) => {
        if (cancelled) return;
        loadedFor.current = key;
        setLoaded({ kind: 'ready', detail, fields });
      },
      (error: unknown) => {
        if (!cancelled) setLoaded({ kind: 'failed', message: errorMessage(error, '加载失败，请稍后再试') });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, uniqueId, revision, attempt]);

  if (loaded.kind === 'loading') return <StaffPageLoading />;
  if (loaded.kind === 'failed')
    return (
      <StaffPageFailed
        title="员工详情加载失败"
        message={loaded.message}
        onRetry={() => setAttempt((value) => value + 1)}
      />
    );

  const { detail } = loaded;
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
        <Descriptions bordered column={{ xs: 1, md: 2 }} items={itemsOf(loaded)} />
      </Card>
    </div>
  );
});

export default StaffDetailPage;
