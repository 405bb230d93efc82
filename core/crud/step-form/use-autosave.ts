import { useCallback, useEffect, useRef, useState } from 'react';
import { useService } from '../../di/services-context';
import { ApiError, errorMessage, NETWORK_ERROR_CODE } from '../../services/api-error';
import { newRequestId } from '../../services/request-id';
import { UiTimings } from '../../services/ui-timings';

/** Where an autosave stands (shown beside the form: `DraftSaveStatus`). */
export type SaveState =
  | { kind: 'saved'; at: string | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

/** A failure whose save may still have gone through: the answer never came. */
const unanswered = (error: unknown) => !(error instanceof ApiError) || error.code === NETWORK_ERROR_CODE;

/** One save as sent: retried as it was (the same request id) until its answer is known. */
export interface SaveAttempt<C> {
  content: C;
  /** The revision the content was edited on. */
  revision: number;
  requestId: string;
}

export interface AutosaveOptions<C> {
  /** What the server holds now (0 and null before the first save). */
  revision: number;
  savedAt: string | null;
  /** The content to keep saved: a new object means a change (compared by identity). */
  content: C;
  /** Sends one attempt; answers the revision saved and when. */
  save(attempt: SaveAttempt<C>): Promise<{ revision: number; savedAt: string }>;
  /** Whether a refusal says another save came first (saving stops until the content is reloaded). */
  isConflict(error: unknown): boolean;
}

/**
 * Saves content on the server a moment after its last change (`UiTimings.draftAutosaveMs`), on the
 * revision last saved: one save at a time, the latest content each time. A save whose answer was lost
 * (a failure) is sent again as it was, with its request id, before anything newer: the server answers
 * a save that went through as it did, so the member's own save never reads as a conflict. A failed
 * save waits for `retry` or the next change; a conflict stops saving until the content is reloaded.
 * `flush` saves now; `stop` holds saving (while a form is submitted) once what is under way has
 * settled, and `start` lets it go on. The approval designer's draft and the step forms' drafts use it.
 */
export function useAutosave<C>(options: AutosaveOptions<C>) {
  const delay = useService(UiTimings).draftAutosaveMs;
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: options.savedAt });
  const revision = useRef(options.revision);
  const saved = useRef(options.content);
  const latest = useRef(options.content);
  latest.current = options.content;
  const failed = useRef<SaveAttempt<C> | undefined>(undefined);
  const flight = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const conflicted = useRef(false);
  const held = useRef(false);
  const send = useRef(options.save);
  send.current = options.save;
  const isConflict = useRef(options.isConflict);
  isConflict.current = options.isConflict;

  const blocked = useCallback(() => conflicted.current || held.current, []);

  /** Sends one attempt and records its outcome; rejects with the refusal. */
  const attempt = useCallback(async (sent: SaveAttempt<C>): Promise<void> => {
    setState({ kind: 'saving' });
    try {
      const answer = await send.current(sent);
      failed.current = undefined;
      revision.current = answer.revision;
      saved.current = sent.content;
      setState(latest.current === sent.content ? { kind: 'saved', at: answer.savedAt } : { kind: 'pending' });
    } catch (error) {
      if (isConflict.current(error)) {
        failed.current = undefined;
        conflicted.current = true;
        setState({ kind: 'conflict', message: errorMessage(error) });
      } else {
        // Unanswered (the server may have saved it): sent again as it was. Refused: nothing was saved,
        // so the next save sends the latest content instead.
        failed.current = unanswered(error) ? sent : undefined;
        setState({ kind: 'failed', message: errorMessage(error, '保存失败，请检查网络后重试') });
      }
      throw error;
    }
  }, []);

  const save = useCallback(async (): Promise<void> => {
    if (flight.current) {
      await flight.current;
      if (latest.current !== saved.current && !blocked()) return save();
      return;
    }
    if (blocked() || (latest.current === saved.current && !failed.current)) return;
    const run = (async () => {
      // The save whose answer was lost first: it may have gone through.
      if (failed.current) await attempt(failed.current);
      if (latest.current !== saved.current && !blocked())
        await attempt({ content: latest.current, revision: revision.current, requestId: newRequestId() });
    })();
    flight.current = run.finally(() => {
      flight.current = undefined;
    });
    await flight.current;
    if (latest.current !== saved.current && !blocked()) return save();
  }, [attempt, blocked]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save().catch(() => undefined), delay);
  }, [save, delay]);

  // A change: saved a moment after the last one.
  useEffect(() => {
    if (options.content === saved.current || blocked()) return;
    setState((now) => (now.kind === 'saving' ? now : { kind: 'pending' }));
    schedule();
  }, [options.content, schedule, blocked]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Holds saving once what is under way has settled (a submit): the revision saved last. */
  const stop = useCallback(async (): Promise<number> => {
    held.current = true;
    clearTimeout(timer.current);
    await flight.current?.catch(() => undefined);
    return revision.current;
  }, []);

  /** Lets saving go on after `stop` (a refused submit): what changed meanwhile is saved. */
  const start = useCallback(() => {
    held.current = false;
    if (latest.current !== saved.current && !conflicted.current) schedule();
  }, [schedule]);

  /**
   * Saves what is unsaved now and answers the revision saved (a designer publishes that one); throws
   * when the save is refused, or when a conflict has stopped saving.
   */
  const flush = useCallback(async (): Promise<number> => {
    clearTimeout(timer.current);
    if (conflicted.current) throw new Error('内容已在别处更新，请重新加载后再继续');
    await save();
    return revision.current;
  }, [save]);

  const retry = useCallback(() => void save().catch(() => undefined), [save]);

  /** Edits not on the server yet (waiting, saving, failed, or refused): leaving would lose them. */
  const unsaved = useCallback(
    () => latest.current !== saved.current || flight.current !== undefined || failed.current !== undefined,
    [],
  );

  return { state, flush, stop, start, retry, unsaved };
}
