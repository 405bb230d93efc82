import { type CrudColumn, PanelList } from '@core/crud';
import { useChange } from '@core/data';
import { Alert, Flex, Modal, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { RoleSummary } from '../../api/role-api';
import { staffPageQuery } from '../../api/settings-queries';
import type { StaffSummary } from '../../api/staff-api';

const PAGE_SIZE = 8;

const holdsRole = (member: StaffSummary, roleId: string) =>
  member.roles.some((role) => role.uniqueId === roleId);

function pickerColumns(role: RoleSummary): CrudColumn<StaffSummary>[] {
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
      render: (name: string, member) => (
        <Flex gap={6} align="center">
          <span>{name}</span>
          {holdsRole(member, role.uniqueId) && <Tag variant="filled">已是成员</Tag>}
          {member.state === 2 && <Tag variant="filled">停用</Tag>}
        </Flex>
      ),
    },
    { title: '手机号', dataIndex: 'telephone', width: 130 },
    {
      title: '部门',
      key: 'departments',
      ellipsis: true,
      render: (_value, member) => member.departments.map((department) => department.name).join('、') || '—',
    },
  ];
}

/** The organisation's staff to choose from, paged and searched; those holding the role already are not choosable. */
function StaffPicker({
  role,
  selected,
  onSelect,
}: {
  role: RoleSummary;
  selected: string[];
  onSelect(uniqueIds: string[]): void;
}) {
  const columns = useMemo(() => pickerColumns(role), [role]);
  return (
    <PanelList
      rowKey="uniqueId"
      columns={columns}
      query={staffPageQuery}
      pageSize={PAGE_SIZE}
      density="small"
      errorTitle="员工列表加载失败"
      emptyText={(searched) => (searched ? '没有找到相关的员工' : '暂无员工')}
      rowSelection={{
        selectedRowKeys: selected,
        // Choices made on other pages or under another search stay chosen.
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (member) => ({
          disabled: holdsRole(member, role.uniqueId),
          'aria-label': `选择 ${member.name}`,
        }),
      }}
    />
  );
}

/**
 * 添加成员: chooses members from the organisation's staff (several, across pages and searches) and
 * gives them the role. Members who hold it already cannot be chosen. A refusal shows in the dialog,
 * the choice kept; it closes once the members were added.
 */
export function AddMembersDialog({
  open,
  role,
  onSubmit,
  onClose,
}: {
  open: boolean;
  role: RoleSummary;
  onSubmit(memberUniqueIds: string[]): Promise<void>;
  onClose(): void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const submit = useChange({ change: onSubmit, refusal: 'inline', fallback: '添加失败，请稍后再试' });

  return (
    <Modal
      open={open}
      title={`添加成员到「${role.name}」`}
      width={720}
      okText={selected.length > 0 ? `添加 ${selected.length} 人` : '添加'}
      cancelText="取消"
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={submit.busy}
      onOk={() => void submit.run(selected)}
      onCancel={onClose}
      afterClose={() => {
        setSelected([]);
        submit.dismiss();
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Flex vertical gap={12}>
        {submit.refusal && <Alert type="error" showIcon title="添加失败" description={submit.refusal} />}
        <StaffPicker role={role} selected={selected} onSelect={setSelected} />
        <Typography.Text type="secondary">
          {selected.length > 0
            ? `已选择 ${selected.length} 人`
            : '勾选要加入该角色的员工，可翻页或搜索后继续选择'}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
