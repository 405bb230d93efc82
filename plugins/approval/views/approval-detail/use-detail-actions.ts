import { Notifier, useService } from '@core';
import { useInvalidate } from '@core/data';
import { useCallback } from 'react';
import { ApprovalApi, type ApprovalDetail, type TaskActionKind } from '../../api/approval-api';
import { ApprovalTag } from '../../api/approval-queries';
import { ACTION_SPECS, type ActionInput, type DetailAction, TASK_ACTIONS } from './action-kinds';

/** Leaves out what is not sent: an empty comment, no form, no files. */
function present<T extends object>(body: T): T {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/**
 * Sends one action of 审批详情 with the intent's request id (the same for a retry of it). Refusals are
 * thrown to the caller, which shows them where the action was asked for, keeping what was typed. On
 * success: a toast, and the approval lists, counts and this detail reloaded (tag `approvals`).
 */
export function useDetailActions(detail: Pick<ApprovalDetail, 'uniqueId' | 'myTask'>) {
  const api = useService(ApprovalApi);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();

  return useCallback(
    async (action: DetailAction, input: ActionInput, requestId: string) => {
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
      notifier.success(ACTION_SPECS[action].done);
      await invalidate(ApprovalTag.approvals);
    },
    [api, notifier, invalidate, detail.uniqueId, detail.myTask],
  );
}
