import { publishProblems } from '@manifests/contracts/approval-flow-problems';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PublishProblem } from '../../api/approval-api';
import type { DraftContent } from './use-draft-autosave';

const NO_PROBLEMS: readonly PublishProblem[] = [];

const sameProblems = (a: readonly PublishProblem[], b: readonly PublishProblem[]) =>
  a.length === b.length &&
  a.every(
    (one, at) => one.nodeId === b[at]?.nodeId && one.message === b[at]?.message && one.scope === b[at]?.scope,
  );

/**
 * The problems of a refused publication, kept live: the server's list for the content it refused, and
 * once that is edited the same rules the server applies (`publishProblems`) on the current draft, so a
 * fixed problem leaves the list and its node. When none remain the list is gone: a node added later
 * is not a refusal's problem until the next 发布.
 */
export function usePublishProblems(content: DraftContent) {
  const [refused, setRefused] = useState<{ content: DraftContent; problems: readonly PublishProblem[] }>();
  const shown = useRef(NO_PROBLEMS);
  const problems = useMemo(() => {
    let next = NO_PROBLEMS;
    if (refused?.content === content) next = refused.problems;
    else if (refused) next = publishProblems(content.form, content.flow);
    // The same list keeps its identity, so an edit that fixes nothing leaves the canvas's cards alone.
    if (!sameProblems(next, shown.current)) shown.current = next;
    return shown.current;
  }, [refused, content]);
  useEffect(() => {
    if (refused && problems.length === 0) setRefused(undefined);
  }, [refused, problems]);
  return {
    problems,
    /** A publication of `content` was refused for these problems. */
    refuse: (refusedContent: DraftContent, found: readonly PublishProblem[]) =>
      setRefused({ content: refusedContent, problems: found }),
    clear: () => setRefused(undefined),
  };
}
