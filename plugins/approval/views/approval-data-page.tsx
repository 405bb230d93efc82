import { ApiError, errorMessage, Notifier, saveFile, usePermission, useService } from '@core';
import { type CrudColumn, ListPage, type RowAction } from '@core/crud';
import { useData } from '@core/data';
import { ApprovalPermission } from '@manifests/approval';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApprovalApi,
  type ApprovalDataPage,
  type ApprovalDataQuery,
  type ApprovalDataRow,
} from '../api/approval-api';
import {
  approvalDataOptionsQuery,
  approvalDataPageQuery,
  approvalDepartmentsQuery,
} from '../api/approval-queries';
import { approvalDetailPath } from '../components/instance-state';
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

/** 导出: the current search (not its page) as the server's .xlsx, saved as a download. */
function useExport() {
  const api = useService(ApprovalApi);
  const notifier = useService(Notifier);
  return useCallback(
    async ({ pageNum: _page, pageSize: _size, ...filters }: ApprovalDataQuery) => {
      try {
        saveFile(await api.exportData(filters));
      } catch (error) {
        // The request service has toasted a refusal already.
        if (!(error instanceof ApiError && error.shown))
          notifier.error(errorMessage(error, '导出失败，请稍后再试'));
      }
    },
    [api, notifier],
  );
}

/**
 * 审批数据管理 (/PC_APPROVAL_DATA): every approval of the organisation for its administrators, searched
 * by template, keyword, state, initiator, department (with sub-departments) and start dates. With a
 * template chosen its form's fields become columns. A row opens 审批详情; 终止 ends a running or
 * returned one with a reason; 导出 (APPROVAL_DATA_EXPORT) downloads the search as an .xlsx.
 */
const ApprovalDataManagement = observer(function ApprovalDataManagement() {
  const navigate = useNavigate();
  const notifier = useService(Notifier);
  const mayExport = usePermission(ApprovalPermission.export);
  const exportRows = useExport();
  const options = useData(approvalDataOptionsQuery, undefined);
  const departments = useData(approvalDepartmentsQuery, undefined);
  const [terminating, setTerminating] = useState<ApprovalDataRow>();

  const open = useCallback((row: ApprovalDataRow) => navigate(approvalDetailPath(row.uniqueId)), [navigate]);
  const columns = useMemo(
    () =>
      dataColumns(
        {
          options: options.data,
          departments: departments.data,
          loading: options.isPending || departments.isPending,
        },
        open,
      ),
    [options.data, departments.data, options.isPending, departments.isPending, open],
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
        onExport={mayExport ? exportRows : undefined}
        errorTitle="审批数据加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的审批' : '暂无审批')}
      />
      <TerminateDialog
        approval={terminating}
        onClose={() => setTerminating(undefined)}
        onDone={(approval) => {
          setTerminating(undefined);
          notifier.success(`已终止「${approval.title}」`);
        }}
      />
    </div>
  );
});

export default ApprovalDataManagement;
