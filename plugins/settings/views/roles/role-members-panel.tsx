import { UserAddOutlined } from '@ant-design/icons';
import { errorMessage, useDebouncedValue } from '@core';
import type { Page } from '@core/data';
import { Alert, Button, Flex, Input, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { RoleApi, RoleMember, RoleSummary } from '../../api/role-api';

const DEFAULT_PAGE_SIZE = 10;

type MembersState = { loading: boolean; page?: Page<RoleMember>; error?: string };

/**
 * The 成员 tab: the role's members, paged and searchable by name or telephone. Holders of 分配成员
 * (ROLE_MEMBER) add members and take them off; a refusal (the last administrator) shows above the list.
 * Mount it once per role (`key`): the search and page belong to the role they were chosen for.
 */
export function RoleMembersPanel({
  role,
  api,
  canManage,
  onAddMembers,
  onRemoved,
  revision,
}: {
  role: RoleSummary;
  api: RoleApi;
  canManage: boolean;
  onAddMembers(): void;
  /** Called once a member was taken off the role. */
  onRemoved(member: RoleMember): void;
  /** Changes when members were added elsewhere, to load the list again. */
  revision: number;
}) {
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim());
  // The page number belongs to the search it was chosen under: a new search starts at page one.
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, searched });
  const pageNum = paging.searched === searched ? paging.pageNum : 1;
  const { pageSize } = paging;
  const [reloads, setReloads] = useState(0);
  const [members, setMembers] = useState<MembersState>({ loading: true });
  const [refusal, setRefusal] = useState<string>();

  // Also runs when the kept-alive tab is shown again, so the list follows changes made meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` (重试, a removal) and `revision` (members added) ask for a fresh load.
  useEffect(() => {
    let cancelled = false;
    setMembers((current) => ({ ...current, loading: true, error: undefined }));
    api
      .memberPage({ uniqueId: role.uniqueId, pageNum, pageSize, ...(searched ? { keyword: searched } : {}) })
      .then(
        (page) => !cancelled && setMembers({ loading: false, page }),
        (error: unknown) =>
          !cancelled &&
          setMembers((current) => ({
            ...current,
            loading: false,
            error: errorMessage(error, '成员加载失败'),
          })),
      );
    return () => {
      cancelled = true;
    };
  }, [api, role.uniqueId, pageNum, pageSize, searched, reloads, revision]);

  // Taking off the last member of a later page leaves it empty: show the last page that has members.
  const { page } = members;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / pageSize)) : 1;
  const emptyLaterPage = !!page && page.list.length === 0 && page.total > 0 && pageNum > lastPage;
  useEffect(() => {
    if (emptyLaterPage) setPaging({ pageNum: lastPage, pageSize, searched });
  }, [emptyLaterPage, lastPage, pageSize, searched]);

  async function remove(member: RoleMember) {
    setRefusal(undefined);
    try {
      await api.removeMembers(role.uniqueId, [member.uniqueId]);
      setReloads((value) => value + 1);
      onRemoved(member);
    } catch (error) {
      setRefusal(errorMessage(error, '移除失败，请稍后再试'));
    }
  }

  const columns: ColumnsType<RoleMember> = [
    { title: '姓名', dataIndex: 'nickname', ellipsis: true },
    { title: '手机号', dataIndex: 'telephone', width: 160 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (state: RoleMember['state']) =>
        state === 1 ? <Tag color="success">在职</Tag> : <Tag color="default">停用</Tag>,
    },
  ];
  if (canManage)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_value, member) => (
        <Popconfirm
          title={`将「${member.nickname}」移出角色「${role.name}」？`}
          description={role.builtIn ? '移出后其将不再是管理员。' : '移出后其将失去该角色授予的权限。'}
          okText="移除"
          cancelText="取消"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(member)}
        >
          <Button type="link" danger size="small" aria-label={`移除 ${member.nickname}`}>
            移除
          </Button>
        </Popconfirm>
      ),
    });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap gap={12}>
        <Input.Search
          allowClear
          aria-label="搜索成员"
          placeholder="搜索姓名或手机号"
          maxLength={50}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ width: 260 }}
        />
        {canManage && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={onAddMembers}>
            添加成员
          </Button>
        )}
      </Flex>
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          title="移除失败"
          description={refusal}
          onClose={() => setRefusal(undefined)}
        />
      )}
      {members.error && (
        <Alert
          type="error"
          showIcon
          title="成员加载失败"
          description={members.error}
          action={
            <Button size="small" onClick={() => setReloads((value) => value + 1)}>
              重试
            </Button>
          }
        />
      )}
      <Table<RoleMember>
        rowKey="uniqueId"
        size="middle"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={members.loading}
        locale={{
          emptyText: members.loading
            ? '加载中…'
            : searched
              ? `没有找到与「${searched}」相关的成员`
              : '该角色还没有成员',
        }}
        pagination={{
          current: pageNum,
          pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (next, size) =>
            setPaging({ pageNum: size === pageSize ? next : 1, pageSize: size, searched }),
        }}
      />
    </Flex>
  );
}
