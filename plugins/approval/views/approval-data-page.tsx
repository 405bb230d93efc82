import { useService } from '@core';
import { approvalDetailPath } from '@core/components';
import { type CrudColumn, ListPage, type RowAction } from '@core/crud';
import { useData } from '@core/data';
import { ApprovalPermission } from '@manifests/approval';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApprovalApi,
  type ApprovalDataPage,
  type ApprovalDataRow,
  type ApprovalExportQuery,
} from '../api/approval-api';
import { approvalDataOptionsQuery, approvalDataPageQuery } from '../api/approval-queries';
import { dataColumns } from './data/data-columns';
import { fieldColumns } from './data/field-columns';
import { TerminateDialog } from './data/terminate-dialog';

const NO_COLUMNS = [] as const;
const columnsByAnswer = new WeakMap<ApprovalDataPage, readonly CrudColumn<ApprovalDataRow>[]>();
/** The chosen template's field columns, the same objects for one answer (none before it, or without a template). */
function answerColumns(page: ApprovalDataPage | undefined) {
  if (!page) return NO_COLUMNS;
  let columns = columnsByAnswer.get(page);
  if (!columns) {
    columns = fieldColumns(page);
    columnsByAnswer.set(page, columns);
  }
  return columns;
}

const TERMINABLE = new Set<ApprovalDataRow['state']>(['running', 'returned']);

/**
 * 审批数据管理 (/PC_APPROVAL_DATA): every approval of the organisation for its administrators, searched
 * by template, keyword, state, initiator, department (with sub-departments) and start dates. With a
 * template chosen its form's fields become columns, its amounts totalled (合计) over the whole search. A
 * row opens 审批详情; 终止 ends a running or returned one with a reason; 导出 (APPROVAL_DATA_EXPORT)
 * downloads the search as an .xlsx.
 */
const ApprovalDataManagement = observer(function ApprovalDataManagement() {
  const navigate = useNavigate();
  const api = useService(ApprovalApi);
  const exportRows = useMemo(
    () => ({
      permission: ApprovalPermission.export,
      download: (search: ApprovalExportQuery) => api.exportData(search),
    }),
    [api],
  );
  const options = useData(approvalDataOptionsQuery, undefined);
  const [terminating, setTerminating] = useState<ApprovalDataRow>();

  const open = useCallback((row: ApprovalDataRow) => navigate(approvalDetailPath(row.uniqueId)), [navigate]);
  const columns = useMemo(
    () => dataColumns({ options: options.data, loading: options.isPending }, open),
    [options.data, options.isPending, open],
  );
  const actions = useMemo<RowAction<ApprovalDataRow>[]>(
    () => [
      {
        key: 'terminate',
        label: '终止',
        ariaLabel: (row) => `终止 ${row.title}`,
        danger: true,
        visible: (row) => TERMINABLE.has(row.state),
        onClick: setTerminating,
      },
    ],
    [],
  );

  return (
    <div style={{ padding: 24 }}>
      <ListPage
        title="审批数据管理"
        tableId="approval.data"
        rowKey="uniqueId"
        columns={columns}
        answerColumns={answerColumns}
        query={approvalDataPageQuery}
        actions={actions}
        onRowClick={open}
        export={exportRows}
        errorTitle="审批数据加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的审批' : '暂无审批')}
      />
      <TerminateDialog
        approval={terminating}
        onClose={() => setTerminating(undefined)}
        onDone={() => setTerminating(undefined)}
      />
    </div>
  );
});

export default ApprovalDataManagement;
