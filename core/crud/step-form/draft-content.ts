import type { DraftValues } from '@manifests/contracts/draft';
import { DRAFT_TITLE_MAX } from '@manifests/contracts/draft-constants';

/** A JSON copy of the form's values: what is not JSON goes (undefined), a date writes its text. */
export function plainValuesOf(values: unknown): DraftValues {
  const copy = JSON.parse(JSON.stringify(values ?? {})) as unknown;
  return typeof copy === 'object' && copy !== null && !Array.isArray(copy) ? (copy as DraftValues) : {};
}

/**
 * A title the server accepts (`PlainName`): no angle brackets nor invisible characters, trimmed, at
 * most DRAFT_TITLE_MAX characters (counted as the server does, by code point); `fallback` when blank.
 */
export function draftTitleOf(title: string | undefined, fallback: string): string {
  const visible = (title ?? '').replace(/[<>\p{Cc}\p{Cf}\p{Cs}]/gu, ' ').trim();
  const cut = Array.from(visible).slice(0, DRAFT_TITLE_MAX).join('').trim();
  return cut === '' ? fallback : cut;
}
