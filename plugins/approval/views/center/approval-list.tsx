import { approvalDetailPath } from '@core/components';
import { PagedTable, SearchForm, type SearchOption, usePagedList } from '@core/crud';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApprovalBox, ApprovalListItem, ApprovalListQuery } from '../../api/approval-api';
import { approvalListQuery } from '../../api/approval-queries';
import { approvalColumns } from './approval-columns';
import { BatchBar, BatchOutcome, useBatchApprove } from './batch-approve';

const EMPTY_TEXT: Record<ApprovalBox, [string, string]> = {
  todo: ['暂无待您审批的事项', '没有符合条件的待办审批'],
  done: ['您还没有处理过审批', '没有符合条件的审批'],
  mine: ['您还没有发起过审批', '没有符合条件的审批'],
  cc: ['暂无抄送给您的审批', '没有符合条件的审批'],
};

/**
 * One of the centre's lists (待我审批, 我已审批, 我发起的, 抄送我的): the search (关键词, 审批类型, 状态,
 * 发起时间), the server-paged table whose row (or title) opens 审批详情, and in 待我审批 the choice of
 * rows that 批量同意 may approve.
 */
export const ApprovalList = observer(function ApprovalList({
  box,
  templates,
}: {
  box: ApprovalBox;
  /** The 审批类型 filter's options: the templates the member may start. */
  templates: readonly SearchOption[];
}) {
  const navigate = useNavigate();
  const columns = useMemo(() => approvalColumns(box, templates), [box, templates]);
  const params = useMemo(() => ({ box }), [box]);
  const paged = usePagedList<ApprovalListItem, ApprovalListQuery>({
    columns,
    query: approvalListQuery,
    params,
    pageSize: 10,
  });
  const page = paged.query.data;
  // The choice belongs to the page it was made on: any reload (an action, another page) clears it.
  const [selection, setSelection] = useState<{ ids: string[]; on: typeof page }>({ ids: [], on: undefined });
  const selected = selection.on === page ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ ids, on: page });
  const batch = useBatchApprove(() => select([]));
  const batchable = box === 'todo';
  const [empty, narrowedEmpty] = EMPTY_TEXT[box];

  return (
    <>
      {paged.fields.length > 0 && <SearchForm fields={paged.fields} onSearch={paged.list.search} />}
      {batch.outcome && <BatchOutcome outcome={batch.outcome} onClose={batch.dismiss} />}
      {batchable && selected.length > 0 && (
        <BatchBar
          count={selected.length}
          running={batch.running}
          onApprove={() =>
            void batch.approve((page?.list ?? []).filter((row) => selected.includes(row.instanceUniqueId)))
          }
          onClear={() => select([])}
        />
      )}
      <PagedTable<ApprovalListItem, ApprovalListQuery>
        paged={paged}
        rowKey="instanceUniqueId"
        columns={columns}
        errorTitle="审批列表加载失败"
        narrowed={paged.list.searched}
        emptyText={(narrowed) => (narrowed ? narrowedEmpty : empty)}
        onRowClick={(row) => navigate(approvalDetailPath(row.instanceUniqueId))}
        rowSelection={
          batchable
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => select(keys.map(String)),
                getCheckboxProps: (row) => ({
                  disabled: !row.batchApprovable || !row.taskUniqueId,
                  'aria-label': row.batchApprovable
                    ? `选择「${row.title}」`
                    : `「${row.title}」需填写意见或表单，不能批量同意`,
                }),
                getTitleCheckboxProps: () => ({ 'aria-label': '选择本页可批量同意的审批' }),
              }
            : undefined
        }
      />
    </>
  );
});
