import {
  DRAFT_KEY_MAX,
  DRAFT_VALUES_DEPTH_MAX,
  DRAFT_VALUES_MAX_BYTES,
} from '../../../manifests/contracts/draft-constants';

/**
 * Whether a draft's values are JSON of plain values that both engines store as they came: an object
 * (whose strings the body parser has already checked for NUL, lone surrogates and control characters:
 * server/http/disallowed-text.ts), whose numbers are
 * finite (`1e400` parses as Infinity), whose keys are short, nesting at most DRAFT_VALUES_DEPTH_MAX
 * levels and DRAFT_VALUES_MAX_BYTES of JSON in all. Walked without recursion, so no body exhausts the
 * stack; the size is measured only once the walk has passed.
 */

export type ValuesProblem =
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'tooLarge'; bytes: number };

/** A path a refusal may name (`values.rooms.0.area`): short, of names and indexes only; else `values`. */
function fieldOf(path: readonly (string | number)[]): string {
  const joined = ['values', ...path].join('.');
  return /^[A-Za-z0-9_.-]{1,200}$/.test(joined) ? joined : 'values';
}

const invalid = (path: readonly (string | number)[], message: string): ValuesProblem => ({
  kind: 'invalid',
  field: fieldOf(path),
  message,
});

/** What is wrong with the values, or undefined when they may be stored. */
export function draftValuesProblem(values: unknown): ValuesProblem | undefined {
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    return invalid([], '草稿内容必须是对象');
  const stack: [unknown, (string | number)[], number][] = [[values, [], 1]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, (string | number)[], number];
    if (typeof value === 'string') continue;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return invalid(path, '草稿内容中的数值超出范围');
      continue;
    }
    if (typeof value === 'boolean' || value === null) continue;
    if (typeof value !== 'object') return invalid(path, '草稿内容只能包含文字、数值、是否和列表');
    if (depth > DRAFT_VALUES_DEPTH_MAX)
      return invalid(path, `草稿内容的层级不能超过 ${DRAFT_VALUES_DEPTH_MAX} 层`);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push([item, [...path, index], depth + 1]);
      });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.length === 0 || key.length > DRAFT_KEY_MAX)
        return invalid(path, `草稿内容的字段名须为 1 至 ${DRAFT_KEY_MAX} 个字符`);
      stack.push([item, [...path, key], depth + 1]);
    }
  }
  const bytes = Buffer.byteLength(JSON.stringify(values));
  return bytes > DRAFT_VALUES_MAX_BYTES ? { kind: 'tooLarge', bytes } : undefined;
}
