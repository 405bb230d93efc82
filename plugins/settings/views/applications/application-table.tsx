import { pagePagination } from '@core/components';
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { ManagedApplication, ManagedApplicationPage } from '../../api/managed-application-api';
import type { RoleSummary } from '../../api/role-api';
import {
  ApplicationActions,
  type ApplicationHandlers,
  type ApplicationPermissions,
} from './application-actions';
import { ApplicationIcon } from './application-icon';
import { ApplicationRoleTags } from './application-role-tags';
import { ApplicationExpiry, ApplicationStateTags } from './application-state-tags';

export interface ApplicationTableProps {
  page: ManagedApplicationPage | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  /** Whether a search or filter is applied (the empty state says so). */
  filtered: boolean;
  /** "Now" for the expiry tags. */
  now: number;
  roles: ReadonlyMap<string, RoleSummary> | undefined;
  permissions: ApplicationPermissions;
  handlers: ApplicationHandlers;
  onPage(pageNum: number, pageSize: number): void;
}

function columns({
  now,
  roles,
  permissions,
  handlers,
}: ApplicationTableProps): TableColumnsType<ManagedApplication> {
  return [
    {
      title: '应用',
      key: 'name',
      render: (_value, application) => (
        <Flex gap={12} align="center">
          <ApplicationIcon application={application} />
          <Flex vertical>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto', justifyContent: 'start' }}
              onClick={() => handlers.onDetail(application)}
            >
              {application.name}
            </Button>
            {application.pcName && application.pcName !== application.name && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {application.pcName}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    { title: '分类', dataIndex: 'categoryName', render: (category: string) => category || '—' },
    {
      title: '状态',
      key: 'state',
      render: (_value, application) => <ApplicationStateTags application={application} now={now} />,
    },
    {
      title: '有效期',
      key: 'expiry',
      render: (_value, application) => <ApplicationExpiry application={application} now={now} />,
    },
    {
      title: '可使用角色',
      key: 'roles',
      render: (_value, application) => (
        <ApplicationRoleTags
          roleUniqueIds={application.roleUniqueIds}
          roles={roles}
          openToAll={application.openToAll}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'end',
      render: (_value, application) => (
        <ApplicationActions application={application} permissions={permissions} handlers={handlers} />
      ),
    },
  ];
}

/** The paged table of installed applications. */
export function ApplicationTable(props: ApplicationTableProps) {
  const { page, loading, pageNum, pageSize, filtered, onPage } = props;
  return (
    <Table<ManagedApplication>
      rowKey="uniqueId"
      columns={columns(props)}
      dataSource={page?.list ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={filtered ? '没有符合条件的应用' : '本组织还没有开通任何应用'}
          />
        ),
      }}
      pagination={pagePagination({ pageNum, pageSize, total: page?.total ?? 0 }, onPage)}
    />
  );
}
