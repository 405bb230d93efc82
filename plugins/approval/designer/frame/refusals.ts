import { ApiError } from '@core';
import type { DraftConflict, PublishProblem } from '../../api/approval-api';

/** A refused save or publication because another save came first: its data names who saved (DraftConflict). */
export function draftConflictOf(error: unknown): DraftConflict | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const data = error.data as Partial<DraftConflict>;
  return typeof data.revision === 'number' && typeof data.savedAt === 'string'
    ? (data as DraftConflict)
    : undefined;
}

/** A refused publication's problems, each on its node (empty when the refusal was something else). */
export function publishProblemsOf(error: unknown): PublishProblem[] {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return [];
  const problems = (error.data as { problems?: unknown }).problems;
  return Array.isArray(problems)
    ? problems.filter(
        (problem): problem is PublishProblem =>
          typeof problem?.nodeId === 'string' && typeof problem?.message === 'string',
      )
    : [];
}
