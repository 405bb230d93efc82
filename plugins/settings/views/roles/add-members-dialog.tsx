import { errorMessage, useDebouncedValue } from '@core';
import type { Page } from '@core/data';
import { Alert, Button, Flex, Input, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { RoleSummary } from '../../api/role-api';
import type { StaffPageQuery, StaffSummary } from '../../api/staff-api';

const PAGE_SIZE = 8;

type StaffState = { loading: boolean; page?: Page<StaffSummary>; error?: string };

const holdsRole = (member: StaffSummary, roleId: string) =>
  member.roles.some((role) => role.uniqueId === roleId);

function StaffPicker({
  role,
  loadStaff,
  selected,
  onSelect,
}: {
  role: RoleSummary;
  loadStaff(query: StaffPageQuery): Promise<Page<StaffSummary>>;
  selected: string[];
  onSelect(uniqueIds: string[]): void;
}) {
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());
  const [paging, setPaging] = useState({ pageNum: 1, searched });
  const pageNum = paging.searched === searched ? paging.pageNum : 1;
  const [reloads, setReloads] = useState(0);
  const [staff, setStaff] = useState<StaffState>({ loading: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is what 重试 changes to load again.
  useEffect(() => {
    let cancelled = false;
    setStaff((current) => ({ ...current, loading: true, error: undefined }));
    loadStaff({ pageNum, pageSize: PAGE_SIZE, ...(searched ? { keyword: searched } : {}) }).then(
      (page) => !cancelled && setStaff({ loading: false, page }),
      (error: unknown) =>
        !cancelled &&
        setStaff((current) => ({
          ...current,
          loading: false,
          error: errorMessage(error, '员工列表加载失败'),
        })),
    );
    return () => {
      cancelled = true;
    };
  }, [loadStaff, pageNum, searched, reloads]);

  const columns: ColumnsType<StaffSummary> = [
    {
      title: '姓名',
      dataIndex: 'name',
      ellipsis: true,
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

  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        aria-label="搜索员工"
        placeholder="搜索姓名、手机号或工号"
        maxLength={50}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {staff.error && (
        <Alert
          type="error"
          showIcon
          title="员工列表加载失败"
          description={staff.error}
          action={
            <Button size="small" onClick={() => setReloads((value) => value + 1)}>
              重试
            </Button>
          }
        />
      )}
      <Table<StaffSummary>
        rowKey="uniqueId"
        size="small"
        columns={columns}
        dataSource={staff.page?.list ?? []}
        loading={staff.loading}
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
        locale={{
          emptyText: staff.loading
            ? '加载中…'
            : searched
              ? `没有找到与「${searched}」相关的员工`
              : '暂无员工',
        }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: staff.page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (next) => setPaging({ pageNum: next, searched }),
        }}
      />
    </Flex>
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
  loadStaff,
  onSubmit,
  onClose,
}: {
  open: boolean;
  role: RoleSummary;
  loadStaff(query: StaffPageQuery): Promise<Page<StaffSummary>>;
  onSubmit(memberUniqueIds: string[]): Promise<void>;
  onClose(): void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  async function submit() {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await onSubmit(selected);
    } catch (error) {
      setRefusal(errorMessage(error, '添加失败，请稍后再试'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`添加成员到「${role.name}」`}
      width={720}
      okText={selected.length > 0 ? `添加 ${selected.length} 人` : '添加'}
      cancelText="取消"
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => {
        setSelected([]);
        setRefusal(undefined);
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Flex vertical gap={12}>
        {refusal && <Alert type="error" showIcon title="添加失败" description={refusal} />}
        <StaffPicker role={role} loadStaff={loadStaff} selected={selected} onSelect={setSelected} />
        <Typography.Text type="secondary">
          {selected.length > 0
            ? `已选择 ${selected.length} 人`
            : '勾选要加入该角色的员工，可翻页或搜索后继续选择'}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
