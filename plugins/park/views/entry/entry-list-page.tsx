import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { usePermission } from '@core';
import { ListPage, type RowAction } from '@core/crud';
import { useData } from '@core/data';
import { ApprovalPaths, ApprovalPermission } from '@manifests/approval';
import type { EntryRow } from '@manifests/contracts/park-entry';
import { ParkEntryPaths, ParkPermission } from '@manifests/park';
import { withQuery } from '@manifests/resource-codes';
import { Button, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { entryPageQuery, entryTemplateQuery } from '../../api/entry-queries';
import { entryColumns } from './entry-columns';

/** 审批配置's designer of the type's template, or 审批配置's list while the organisation has none. */
export function entryConfigurationPath(templateUniqueId: string | null | undefined): string {
  return templateUniqueId
    ? withQuery(ApprovalPaths.formDesigner, { uniqueId: templateUniqueId })
    : ApprovalPaths.configuration;
}

const entryDetailPath = (uniqueId: string) => withQuery(ParkEntryPaths.detail, { uniqueId });

/**
 * 入驻申请: the organisation's applications on the CRUD kit's list, each with its approval's state; 提交
 * 入驻申请 for those who may apply, and for the holders of 审批配置 配置审批表单与流程, opening the
 * designer of the type's template (its locked fields with their lock).
 */
const EntryListPage = observer(function EntryListPage() {
  const navigate = useNavigate();
  const can = {
    apply: usePermission(ParkPermission.entryApply),
    configure: usePermission(ApprovalPermission.configuration),
  };
  const template = useData(entryTemplateQuery, undefined, { enabled: can.configure });
  const columns = useMemo(() => entryColumns((row) => navigate(entryDetailPath(row.uniqueId))), [navigate]);
  const actions = useMemo<RowAction<EntryRow>[]>(
    () => [
      {
        key: 'detail',
        label: '查看',
        ariaLabel: (row) => `查看${row.companyName}的入驻申请`,
        permission: ParkPermission.entryDetail,
        onClick: (row) => navigate(entryDetailPath(row.uniqueId)),
      },
    ],
    [navigate],
  );
  return (
    <div style={{ padding: 24 }}>
      <ListPage
        title="入驻申请"
        tableId="park.entries"
        rowKey="uniqueId"
        columns={columns}
        query={entryPageQuery}
        actions={actions}
        errorTitle="入驻申请加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的入驻申请' : '暂无入驻申请')}
        extra={
          <Space>
            {can.configure && (
              <Button
                icon={<SettingOutlined />}
                onClick={() => navigate(entryConfigurationPath(template.data?.templateUniqueId))}
              >
                配置审批表单与流程
              </Button>
            )}
            {can.apply && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ParkEntryPaths.apply)}>
                提交入驻申请
              </Button>
            )}
          </Space>
        }
      />
    </div>
  );
});

export default EntryListPage;
