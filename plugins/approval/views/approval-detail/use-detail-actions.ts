import { useService } from '@core';
import { useChange } from '@core/data';
import { type FormInstance } from 'antd';
import { ApprovalApi, type ApprovalDetail, type TaskActionKind } from '../../api/approval-api';
import { ApprovalTag } from '../../api/approval-queries';
import type { ActionIntent } from './action-dialog';
import { ACTION_SPECS, type ActionInput, type DetailAction, TASK_ACTIONS } from './action-kinds';

/** Leaves out what is not sent: an empty comment, no form, no files. */
function present<T extends object>(body: T): T {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/** Sends one action of 审批详情 with the intent's request id (the same for a retry of it). */
async function sendAction(
  api: ApprovalApi,
  detail: Pick<ApprovalDetail, 'uniqueId' | 'myTask'>,
  { action, requestId }: ActionIntent,
  input: ActionInput,
): Promise<void> {
  if (TASK_ACTIONS.has(action)) {
    if (!detail.myTask) throw new Error('没有待处理的任务');
    await api.actOnTask(
      present({
        taskUniqueId: detail.myTask.uniqueId,
        requestId,
        action: action as TaskActionKind,
        comment: input.comment?.trim(),
        form: input.form,
        target: input.target,
        to: input.to,
      }),
    );
  } else if (action === 'terminate') {
    await api.terminate(detail.uniqueId, input.comment?.trim() ?? '', requestId);
  } else {
    await api.actOnInstance(
      present({
        uniqueId: detail.uniqueId,
        requestId,
        action: action as 'withdraw' | 'resubmit' | 'urge' | 'comment',
        comment: input.comment?.trim(),
        form: input.form,
        attachments: input.attachments?.length ? input.attachments : undefined,
      }),
    );
  }
}

/**
 * The actions of 审批详情 as one change: on success a toast, and the approval lists, counts and this
 * detail reloaded (tag `approvals`) before `onDone`. A refused form value shows on its field of the
 * approval's form when it is one the member may edit; `run` toasts any other refusal (催办), `send`
 * leaves it to the caller (the action dialog shows it, keeping what was typed).
 */
export function useDetailActions(
  detail: Pick<ApprovalDetail, 'uniqueId' | 'myTask'>,
  options: { form: FormInstance; editable: ReadonlySet<string>; onDone(action: DetailAction): void },
) {
  const api = useService(ApprovalApi);
  return useChange({
    change: ({ intent, input }: { intent: ActionIntent; input: ActionInput }) =>
      sendAction(api, detail, intent, input),
    invalidates: [ApprovalTag.approvals],
    awaitReload: true,
    success: (_done, { intent }) => ACTION_SPECS[intent.action].done,
    form: options.form,
    fieldOfRefusal: (error) => {
      const field = (error.data as { field?: unknown } | null)?.field;
      return typeof field === 'string' && options.editable.has(field) ? field : undefined;
    },
    onSuccess: (_done, { intent }) => options.onDone(intent.action),
  });
}
