import type { CrudColumn } from '@core/crud';
import { Button, Flex, Typography } from 'antd';
import { ApplicationInState, type ManagedApplication } from '../../api/managed-application-api';
import type { RoleSummary } from '../../api/role-api';
import { ApplicationIcon } from './application-icon';
import { ApplicationRoleTags } from './application-role-tags';
import { ApplicationExpiry, ApplicationStateTags } from './application-state-tags';

/** The application's icon, its name (opening its details) and its PC name when that differs. */
function ApplicationName({ application, onDetail }: { application: ManagedApplication; onDetail(): void }) {
  return (
    <Flex gap={12} align="center">
      <ApplicationIcon application={application} />
      <Flex vertical>
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', justifyContent: 'start' }}
          onClick={onDetail}
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
  );
}

/**
 * 应用管理's columns and its search: the name (searched once typing settles) and the organisation's
 * own switch (at once). `roles` names the roles holding each application; undefined until loaded.
 */
export function applicationColumns({
  now,
  roles,
  onDetail,
}: {
  /** "Now" for the expiry tags. */
  now: number;
  roles: ReadonlyMap<string, RoleSummary> | undefined;
  onDetail(application: ManagedApplication): void;
}): CrudColumn<ManagedApplication>[] {
  return [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { name: 'name', ariaLabel: '搜索应用', placeholder: '搜索应用名称', instant: true },
    },
    {
      title: '应用',
      key: 'name',
      // The icon beside the name.
      width: 140,
      render: (_value, application) => (
        <ApplicationName application={application} onDetail={() => onDetail(application)} />
      ),
    },
    { title: '分类', dataIndex: 'categoryName', render: (category: string) => category || '—' },
    {
      title: '状态',
      key: 'state',
      render: (_value, application) => <ApplicationStateTags application={application} now={now} />,
      search: {
        name: 'inState',
        kind: 'radio',
        ariaLabel: '应用状态',
        instant: true,
        emptyValue: 'all',
        options: [
          { label: '全部', value: 'all' },
          { label: '已启用', value: ApplicationInState.enabled },
          { label: '已停用', value: ApplicationInState.disabled },
        ],
      },
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
  ];
}
