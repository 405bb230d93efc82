import { useEffect, useMemo, useState } from 'react';
import type { MemberOption } from '../../api/directory-api';
import { useData } from '../../data/use-data';
import { memberOptionsQuery } from './directory-queries';

/** A member to choose: its uniqueId, its name and, after it, what tells namesakes apart (departments). */
export interface MemberChoice {
  value: string;
  label: string;
  description?: string;
}

/** Members to choose among: a list, or a call made once when the picker is first shown. */
export type MemberSource =
  | readonly MemberChoice[]
  | (() => Promise<readonly MemberChoice[]> | readonly MemberChoice[]);

/** The directory's members as choices (name, then their departments). */
export const memberChoicesOf = (members: readonly MemberOption[]): MemberChoice[] =>
  members.map((member) => ({
    value: member.uniqueId,
    label: member.name,
    ...(member.departments ? { description: member.departments } : {}),
  }));

export interface LoadedChoices {
  /** Undefined while they load or after they failed. */
  choices: readonly MemberChoice[] | undefined;
  failed: boolean;
  retry(): void;
}

/** The choices of `among`, or the organisation's members (`memberOptionsQuery`) without it. */
export function useMemberChoices(among: MemberSource | undefined): LoadedChoices {
  const directory = useData(memberOptionsQuery, undefined, { enabled: among === undefined });
  const [attempt, setAttempt] = useState(0);
  const [called, setCalled] = useState<{ choices?: readonly MemberChoice[]; failed: boolean }>({
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (重试) calls `among` again
  useEffect(() => {
    if (typeof among !== 'function') return;
    let live = true;
    setCalled({ failed: false });
    Promise.resolve()
      .then(among)
      .then(
        (choices) => live && setCalled({ choices, failed: false }),
        () => live && setCalled({ failed: true }),
      );
    return () => {
      live = false;
    };
  }, [among, attempt]);
  const fromDirectory = useMemo(
    () => (directory.data ? memberChoicesOf(directory.data) : undefined),
    [directory.data],
  );
  if (among === undefined)
    return {
      choices: fromDirectory,
      failed: directory.isError && !fromDirectory,
      retry: () => void directory.refetch(),
    };
  if (typeof among !== 'function') return { choices: among, failed: false, retry: () => undefined };
  return { choices: called.choices, failed: called.failed, retry: () => setAttempt((n) => n + 1) };
}
