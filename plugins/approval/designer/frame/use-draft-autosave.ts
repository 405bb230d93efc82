import { errorMessage, UiTimings, useService } from '@core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApprovalApi, type ApprovalForm, type FlowNode } from '../../api/approval-api';
import { draftConflictOf } from './refusals';

export interface DraftContent {
  form: ApprovalForm;
  flow: FlowNode;
}

/** Where the draft's autosave stands (shown in the designer's header). */
export type SaveState =
  | { kind: 'saved'; at: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

/**
 * Saves the draft on the server a moment after the last change (debounced), on the revision last
 * saved: one save at a time, the latest content each time. A failed save waits for 重试 (or the next
 * change); a conflict (another browser saved first) stops saving until the draft is reloaded.
 * `flush` saves now and answers the revision saved (发布 publishes that one).
 */
export function useDraftAutosave(input: {
  uniqueId: string;
  revision: number;
  savedAt: string | null;
  content: DraftContent;
}) {
  const api = useService(ApprovalApi);
  const delay = useService(UiTimings).draftAutosaveMs;
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: input.savedAt });
  const revision = useRef(input.revision);
  const saved = useRef(input.content);
  const latest = useRef(input.content);
  latest.current = input.content;
  const flight = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  const save = useCallback(async (): Promise<void> => {
    if (flight.current) {
      await flight.current;
      if (latest.current !== saved.current && !stopped.current) return save();
      return;
    }
    if (stopped.current || latest.current === saved.current) return;
    const sent = latest.current;
    setState({ kind: 'saving' });
    const run = (async () => {
      try {
        const answer = await api.saveDraft({ uniqueId: input.uniqueId, revision: revision.current, ...sent });
        revision.current = answer.revision;
        saved.current = sent;
        setState(latest.current === sent ? { kind: 'saved', at: answer.savedAt } : { kind: 'pending' });
      } catch (error) {
        if (draftConflictOf(error)) {
          stopped.current = true;
          setState({ kind: 'conflict', message: errorMessage(error) });
        } else setState({ kind: 'failed', message: errorMessage(error, '保存失败，请检查网络后重试') });
        throw error;
      }
    })();
    flight.current = run.finally(() => {
      flight.current = undefined;
    });
    await flight.current;
    if (latest.current !== saved.current) return save();
  }, [api, input.uniqueId]);

  // A change: saved a moment after the last one.
  useEffect(() => {
    if (input.content === saved.current || stopped.current) return;
    setState((now) => (now.kind === 'saving' ? now : { kind: 'pending' }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save().catch(() => undefined), delay);
    return () => clearTimeout(timer.current);
  }, [input.content, save, delay]);

  /** Saves what is unsaved now; answers the revision saved (throws when the save is refused). */
  const flush = useCallback(async (): Promise<number> => {
    clearTimeout(timer.current);
    if (stopped.current) throw new Error('草稿已被他人更新，请重新加载后再发布');
    await save();
    return revision.current;
  }, [save]);

  const retry = useCallback(() => void save().catch(() => undefined), [save]);

  /** Unsaved edits (waiting, saving, failed, or refused): leaving would lose them. */
  const unsaved = () => latest.current !== saved.current || flight.current !== undefined;

  return { state, flush, retry, unsaved };
}
