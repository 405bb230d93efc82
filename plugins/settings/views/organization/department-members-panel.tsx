import { errorMessage } from '@core';
import type { Page } from '@core/data';
import { Alert, Button, Empty, Flex, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { DepartmentApi, DepartmentMember, DepartmentNode } from '../../api/department-api';

const DEFAULT_PAGE_SIZE = 10;

type MembersState = { loading: boolean; page?: Page<DepartmentMember>; error?: string };

const columns: ColumnsType<DepartmentMember> = [
  {
    title: '姓名',
    dataIndex: 'nickname',
    ellipsis: true,
    render: (nickname: string, member) => (
      <Flex gap={8} align="center">
        <span>{nickname}</span>
        {member.isAdmin && (
          <Tag color="gold" variant="filled">
            管理员
          </Tag>
        )}
      </Flex>
    ),
  },
  { title: '手机号', dataIndex: 'telephone', width: 160 },
  {
    title: '状态',
    dataIndex: 'state',
    width: 100,
    render: (state: DepartmentMember['state']) =>
      state === 1 ? <Tag color="success">在职</Tag> : <Tag color="default">停用</Tag>,
  },
];

/**
 * The chosen department's members, paged on the server: those placed in it directly, or with
 * 包含下级部门 those of its sub-departments too. Mount it once per department (`key`): the page
 * belongs to the department it was chosen for. `revision` changes after the tree changed.
 */
export function DepartmentMembersPanel({
  api,
  department,
  revision,
}: {
  api: DepartmentApi;
  department: DepartmentNode;
  revision: number;
}) {
  const [includeDescendants, setIncludeDescendants] = useState(false);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [attempt, setAttempt] = useState(0);
  const [members, setMembers] = useState<MembersState>({ loading: true });
  const { pageNum, pageSize } = paging;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` (the tree changed) and `attempt` (重试) ask for a fresh load.
  useEffect(() => {
    let cancelled = false;
    setMembers((current) => ({ ...current, loading: true, error: undefined }));
    api.memberPage({ uniqueId: department.uniqueId, pageNum, pageSize, includeDescendants }).then(
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
  }, [api, department.uniqueId, pageNum, pageSize, includeDescendants, revision, attempt]);

  const { page } = members;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          直属成员 {department.memberCount} 人，含下级部门共 {department.totalMemberCount} 人
        </span>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Switch
            size="small"
            aria-labelledby={`include-descendants-${department.uniqueId}`}
            checked={includeDescendants}
            onChange={(checked) => {
              setIncludeDescendants(checked);
              setPaging((current) => ({ ...current, pageNum: 1 }));
            }}
          />
          <span id={`include-descendants-${department.uniqueId}`}>包含下级部门</span>
        </span>
      </Flex>
      {members.error && (
        <Alert
          type="error"
          showIcon
          title="成员加载失败"
          description={members.error}
          action={
            <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
              重试
            </Button>
          }
        />
      )}
      <Table<DepartmentMember>
        rowKey="uniqueId"
        size="middle"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={members.loading}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={includeDescendants ? '该部门及下级部门暂无成员' : '该部门暂无直属成员'}
            />
          ),
        }}
        pagination={{
          current: pageNum,
          pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          hideOnSinglePage: false,
          onChange: (nextPage, nextSize) =>
            setPaging({ pageNum: nextSize === pageSize ? nextPage : 1, pageSize: nextSize }),
        }}
      />
    </Flex>
  );
}
