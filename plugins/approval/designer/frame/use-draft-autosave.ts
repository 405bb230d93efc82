import { useService } from '@core';
import { useAutosave } from '@core/crud';
import { useCallback } from 'react';
import { ApprovalApi, type ApprovalForm, type FlowNode } from '../../api/approval-api';
import { draftConflictOf } from './refusals';

export type { SaveState } from '@core/crud';

export interface DraftContent {
  form: ApprovalForm;
  flow: FlowNode;
}

/**
 * The template's draft saved on the server a moment after the last change, on the revision last
 * saved (the kit's `useAutosave`: one save at a time, a lost answer's save sent again as it was, a
 * conflict — another browser saved first — stopping saving until the draft is reloaded). `flush`
 * saves now and answers the revision saved (发布 publishes that one).
 */
export function useDraftAutosave(input: {
  uniqueId: string;
  revision: number;
  savedAt: string | null;
  content: DraftContent;
}) {
  const api = useService(ApprovalApi);
  const { uniqueId } = input;
  const autosave = useAutosave<DraftContent>({
    revision: input.revision,
    savedAt: input.savedAt,
    content: input.content,
    isConflict: (error) => draftConflictOf(error) !== undefined,
    // The template's draft recognises a retry by its content (the same, one revision on).
    save: ({ content, revision }) => api.saveDraft({ uniqueId, revision, ...content }),
  });
  const { state, flush: flushNow } = autosave;
  const flush = useCallback(async (): Promise<number> => {
    if (state.kind === 'conflict') throw new Error('草稿已被他人更新，请重新加载后再发布');
    return flushNow();
  }, [state.kind, flushNow]);
  return { state, flush, retry: autosave.retry, unsaved: autosave.unsaved };
}
