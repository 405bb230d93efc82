import { formatDateTime } from '@core';
import { DetailDrawer } from '@core/crud';
import { QueryState, useData } from '@core/data';
import { Descriptions, Empty, Flex, Skeleton, Tree, Typography } from 'antd';
import type { ApplicationResource, ManagedApplication } from '../../api/managed-application-api';
import type { RoleSummary } from '../../api/role-api';
import { applicationDetailQuery } from '../../api/settings-queries';
import { ApplicationIcon } from './application-icon';
import { ApplicationRoleTags } from './application-role-tags';
import { ApplicationExpiry, ApplicationStateTags } from './application-state-tags';
import { countResources, resourceTreeData } from './resource-tree-data';

export interface ApplicationDetail {
  application: ManagedApplication;
  resources: ApplicationResource[];
}

/** An application's details and its resource tree, read-only (roles are granted in 角色管理). */
function DetailBody({
  detail,
  roles,
  now,
}: {
  detail: ApplicationDetail;
  roles: ReadonlyMap<string, RoleSummary> | undefined;
  now: number;
}) {
  const { application, resources } = detail;
  return (
    <Flex vertical gap={24}>
      <Flex gap={12} align="center">
        <ApplicationIcon application={application} size={48} />
        <Flex vertical>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {application.name}
          </Typography.Title>
          <Typography.Text type="secondary">{application.categoryName || '未分类'}</Typography.Text>
        </Flex>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="PC 端名称">{application.pcName || '—'}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <ApplicationStateTags application={application} now={now} />
        </Descriptions.Item>
        <Descriptions.Item label="开通时间">{formatDateTime(application.installedAt)}</Descriptions.Item>
        <Descriptions.Item label="有效期">
          <ApplicationExpiry application={application} now={now} />
        </Descriptions.Item>
        <Descriptions.Item label="可使用角色">
          <ApplicationRoleTags
            roleUniqueIds={application.roleUniqueIds}
            roles={roles}
            openToAll={application.openToAll}
          />
        </Descriptions.Item>
        <Descriptions.Item label="PC 端地址">{application.pcUrl || '—'}</Descriptions.Item>
        <Descriptions.Item label="移动端地址">{application.appUrl || '—'}</Descriptions.Item>
        <Descriptions.Item label="简介">
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {application.introduction || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <section aria-label="功能权限">
        <Typography.Title level={5}>
          功能权限
          {resources.length > 0 && (
            <Typography.Text
              type="secondary"
              style={{ fontSize: 14, fontWeight: 'normal', marginInlineStart: 8 }}
            >
              共 {countResources(resources)} 项
            </Typography.Text>
          )}
        </Typography.Title>
        {resources.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="该应用没有需要授权的功能，本组织全体成员均可使用"
          />
        ) : (
          <Tree
            aria-label="应用功能权限"
            treeData={resourceTreeData(resources)}
            defaultExpandAll
            selectable={false}
            showLine
            blockNode
          />
        )}
      </section>
    </Flex>
  );
}

/** The drawer's content: the current details and resources, loaded when it opens. */
function ApplicationDetailContent({
  application,
  roles,
  now,
}: {
  application: ManagedApplication;
  roles: ReadonlyMap<string, RoleSummary> | undefined;
  now: number;
}) {
  const detail = useData(applicationDetailQuery, application.uniqueId);
  return (
    <QueryState
      query={detail}
      size="small"
      errorTitle="应用详情加载失败"
      loading={<Skeleton active paragraph={{ rows: 10 }} />}
    >
      {(loaded) => <DetailBody detail={loaded} roles={roles} now={now} />}
    </QueryState>
  );
}

/** The 详情 drawer of an application; it loads the current details and resources when opened. */
export function ApplicationDetailDrawer({
  application,
  roles,
  now,
  onClose,
}: {
  /** The row the drawer is open for; closed when undefined. */
  application: ManagedApplication | undefined;
  roles: ReadonlyMap<string, RoleSummary> | undefined;
  now: number;
  onClose(): void;
}) {
  return (
    <DetailDrawer
      record={application}
      title={(row) => (row ? `应用详情 · ${row.name}` : '应用详情')}
      onClose={onClose}
    >
      {(row) => <ApplicationDetailContent application={row} roles={roles} now={now} />}
    </DetailDrawer>
  );
}
