import type { DraftConflict, DraftSaveBody, DraftValues } from '@manifests/contracts/draft';
import { DRAFT_CONFLICT_CODE, DRAFT_NOT_FOUND_CODE } from '@manifests/contracts/draft-constants';
import { useCallback, useRef } from 'react';
import { useInvalidate } from '../../data/use-data';
import { useService } from '../../di/services-context';
import { ApiError } from '../../services/api-error';
import { newRequestId } from '../../services/request-id';
import { DraftApi } from './draft-api';
import { DraftTag } from './draft-queries';
import { savedAtText } from './draft-save-status';
import { useAutosave } from './use-autosave';

/** What a step form keeps in its draft: the values (as the draft holds them), the step, the list's title. */
export interface DraftContent {
  values: DraftValues;
  step: number;
  title: string;
}

const isRefusal = (error: unknown, code: number) => error instanceof ApiError && error.code === code;

/**
 * A conflict said in the member's own time (the server words it in the organisation's time zone):
 * 草稿已于 10:32 在别处保存.
 */
function conflictInLocalTime(error: unknown): unknown {
  if (!isRefusal(error, DRAFT_CONFLICT_CODE)) return error;
  const { data } = error as ApiError;
  const at = (data as Partial<DraftConflict> | null)?.updatedAt;
  return typeof at === 'string'
    ? new ApiError(DRAFT_CONFLICT_CODE, `草稿已于 ${savedAtText(at)} 在别处保存`, data, true)
    : error;
}

/**
 * A step form's draft saved as the member goes (`useAutosave` over `DraftApi.save`): created by the
 * first save (`onCreated` gets its id, for the address), then saved on the revision last saved.
 * `remove` removes it (after a submit).
 */
export function useFormDraft(input: {
  kind: string;
  uniqueId: string | undefined;
  revision: number;
  savedAt: string | null;
  content: DraftContent;
  onCreated(uniqueId: string): void;
}) {
  const api = useService(DraftApi);
  const invalidate = useInvalidate();
  const id = useRef(input.uniqueId);
  const onCreated = useRef(input.onCreated);
  onCreated.current = input.onCreated;
  const { kind } = input;
  const listed = useRef<{ title: string; step: number } | undefined>(undefined);

  /** A draft removed elsewhere meanwhile (its list, another tab) is kept as a new one rather than lost. */
  const saveAnew = async (body: Omit<DraftSaveBody, 'uniqueId'>) => {
    id.current = undefined;
    return api.save({ ...body, revision: 0, requestId: newRequestId() });
  };

  const autosave = useAutosave<DraftContent>({
    revision: input.revision,
    savedAt: input.savedAt,
    content: input.content,
    isConflict: (error) => isRefusal(error, DRAFT_CONFLICT_CODE),
    save: async ({ content, revision, requestId }) => {
      const body = { kind, revision, requestId, ...content };
      let answer: Awaited<ReturnType<DraftApi['save']>>;
      try {
        answer = await api.save(id.current ? { ...body, uniqueId: id.current } : body);
      } catch (error) {
        if (!id.current || !isRefusal(error, DRAFT_NOT_FOUND_CODE)) throw conflictInLocalTime(error);
        answer = await saveAnew(body);
      }
      const created = id.current !== answer.uniqueId;
      if (created) {
        id.current = answer.uniqueId;
        onCreated.current(answer.uniqueId);
      }
      // The lists of drafts show the title and the step: told when either changes, not at every save.
      if (created || listed.current?.title !== content.title || listed.current?.step !== content.step)
        void invalidate(DraftTag);
      listed.current = { title: content.title, step: content.step };
      return { revision: answer.revision, savedAt: answer.updatedAt };
    },
  });

  /** Removes the draft, if one was saved; a draft gone already is no failure. */
  const remove = useCallback(async () => {
    const uniqueId = id.current;
    if (!uniqueId) return;
    try {
      await api.remove({ kind, uniqueId });
    } catch (error) {
      if (!isRefusal(error, DRAFT_NOT_FOUND_CODE)) throw error;
    }
    id.current = undefined;
    void invalidate(DraftTag);
  }, [api, kind, invalidate]);

  return { ...autosave, remove, uniqueId: () => id.current };
}
