import { pagePagination } from '@core/components/table/page-pagination';
import type { Page } from '@core/data/page';
import { Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { StaffState, type StaffSummary } from '../../api/staff-api';
import { StaffRemoveAction, StaffStateAction } from './staff-actions';

/** Which row actions the member may use (each is also enforced by the server). */
export interface StaffRowPermissions {
  detail: boolean;
  modify: boolean;
  state: boolean;
  remove: boolean;
}

export interface StaffRowHandlers {
  onDetail(member: StaffSummary): void;
  onModify(member: StaffSummary): void;
  onSetState(member: StaffSummary, state: StaffState): Promise<unknown>;
  onRemove(member: StaffSummary): Promise<unknown>;
}

const EMPTY = '—';

export function StaffStateTag({ state }: { state: StaffState }) {
  return state === StaffState.active ? <Tag color="success">在职</Tag> : <Tag>停用</Tag>;
}

export function RoleTags({ roles }: { roles: StaffSummary['roles'] }) {
  if (roles.length === 0) return EMPTY;
  return (
    <Space size={[0, 4]} wrap>
      {roles.map((role) => (
        <Tag key={role.uniqueId} color={role.builtIn ? 'gold' : undefined}>
          {role.builtIn ? '管理员' : role.name}
        </Tag>
      ))}
    </Space>
  );
}

function columns(
  permissions: StaffRowPermissions,
  handlers: StaffRowHandlers,
): TableColumnsType<StaffSummary> {
  const anyAction = permissions.detail || permissions.modify || permissions.state || permissions.remove;
  const list: TableColumnsType<StaffSummary> = [
    {
      title: '姓名',
      dataIndex: 'name',
      render: (name: string, member) =>
        permissions.detail ? (
          <Typography.Link onClick={() => handlers.onDetail(member)}>{name}</Typography.Link>
        ) : (
          name
        ),
    },
    { title: '手机号', dataIndex: 'telephone' },
    {
      title: '部门',
      dataIndex: 'departments',
      render: (departments: StaffSummary['departments']) =>
        departments.map((department) => department.name).join('、') || EMPTY,
    },
    { title: '职位', dataIndex: 'position', render: (position: string) => position || EMPTY },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: StaffSummary['roles']) => <RoleTags roles={roles} />,
    },
    { title: '工号', dataIndex: 'employeeNo', render: (employeeNo: string) => employeeNo || EMPTY },
    { title: '入职日期', dataIndex: 'entryDate', render: (entryDate: string | null) => entryDate ?? EMPTY },
    { title: '状态', dataIndex: 'state', render: (state: StaffState) => <StaffStateTag state={state} /> },
  ];
  if (!anyAction) return list;
  list.push({
    title: '操作',
    key: 'actions',
    fixed: 'end',
    render: (_value, member) => (
      <Space size={0} wrap>
        {permissions.detail && (
          <Button type="link" size="small" onClick={() => handlers.onDetail(member)}>
            详情
          </Button>
        )}
        {permissions.modify && (
          <Button type="link" size="small" onClick={() => handlers.onModify(member)}>
            编辑
          </Button>
        )}
        {permissions.state && (
          <StaffStateAction member={member} onChange={(state) => handlers.onSetState(member, state)} />
        )}
        {permissions.remove && (
          <StaffRemoveAction member={member} onRemove={() => handlers.onRemove(member)} />
        )}
      </Space>
    ),
  });
  return list;
}

/** The paged staff table; its rows' actions show only to holders of their codes. */
export function StaffTable({
  page,
  loading,
  pageNum,
  pageSize,
  filtered,
  permissions,
  handlers,
  onPage,
}: {
  page: Page<StaffSummary> | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  /** Whether a search or filter is applied (the empty state says so). */
  filtered: boolean;
  permissions: StaffRowPermissions;
  handlers: StaffRowHandlers;
  onPage(pageNum: number, pageSize: number): void;
}) {
  return (
    <Table<StaffSummary>
      rowKey="uniqueId"
      columns={columns(permissions, handlers)}
      dataSource={page?.list ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? '没有符合条件的员工' : '暂无员工'}
          />
        ),
      }}
      pagination={pagePagination({ pageNum, pageSize, total: page?.total ?? 0 }, onPage)}
    />
  );
}
