import { TextLink } from '@core/components';
import { type CrudColumn, type StateMap, StateTag } from '@core/crud';
import { Tag } from 'antd';
import './staff-table.css';
import { StaffState, type StaffSummary } from '../../api/staff-api';

const EMPTY = '—';

/** How a member's state reads, in the list and on their page. */
export const STAFF_STATES: StateMap<StaffState> = {
  [StaffState.active]: { label: '在职', status: 'success' },
  [StaffState.disabled]: { label: '停用', status: 'default' },
};

export function StaffStateTag({ state }: { state: StaffState }) {
  return <StateTag state={state} states={STAFF_STATES} />;
}

export function RoleTags({ roles }: { roles: StaffSummary['roles'] }) {
  if (roles.length === 0) return EMPTY;
  return (
    <div className="atrium-role-tags">
      {roles.map((role) => {
        const name = role.builtIn ? '管理员' : role.name;
        // A narrow column shortens a long name with an ellipsis; the whole of it on hover.
        return (
          <Tag key={role.uniqueId} color={role.builtIn ? 'gold' : undefined} title={name}>
            {name}
          </Tag>
        );
      })}
    </div>
  );
}

/**
 * The staff list's columns and its search: a keyword over name, telephone and employee number
 * (searched once typing settles) and the state (at once). The name links to the detail for those
 * who may open it.
 */
export function staffColumns(
  onDetail: ((member: StaffSummary) => void) | undefined,
): CrudColumn<StaffSummary>[] {
  return [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { ariaLabel: '搜索员工', placeholder: '搜索姓名、手机号或工号', instant: true },
    },
    {
      title: '姓名',
      dataIndex: 'name',
      render: (name: string, member) =>
        onDetail ? <TextLink onClick={() => onDetail(member)}>{name}</TextLink> : name,
    },
    // Eleven digits on one line.
    { title: '手机号', dataIndex: 'telephone', width: 104 },
    {
      title: '部门',
      dataIndex: 'departments',
      ellipsis: true,
      render: (departments: StaffSummary['departments']) =>
        departments.map((department) => department.name).join('、') || EMPTY,
    },
    { title: '职位', dataIndex: 'position', ellipsis: true, render: (position: string) => position || EMPTY },
    {
      title: '角色',
      dataIndex: 'roles',
      render: (roles: StaffSummary['roles']) => <RoleTags roles={roles} />,
    },
    { title: '工号', dataIndex: 'employeeNo', render: (employeeNo: string) => employeeNo || EMPTY },
    { title: '入职日期', dataIndex: 'entryDate', render: (entryDate: string | null) => entryDate ?? EMPTY },
    {
      title: '状态',
      dataIndex: 'state',
      render: (state: StaffState) => <StaffStateTag state={state} />,
      search: {
        kind: 'radio',
        ariaLabel: '员工状态',
        instant: true,
        emptyValue: 'all',
        options: [
          { label: '全部', value: 'all' },
          { label: '在职', value: StaffState.active },
          { label: '停用', value: StaffState.disabled },
        ],
      },
    },
  ];
}
