import { ApiError } from './api-error';
import { ErrorCode } from './error-codes';
import { titlesAlong } from './schema-titles';
import { fieldPath, plainPrefixLength } from './validation-messages';

/**
 * Characters no request body may carry in any string, value or key, whatever the field:
 * - NUL (U+0000), which a PostgreSQL text value cannot hold and jsonb refuses;
 * - an unpaired surrogate (U+D800–U+DFFF alone), which is no character: jsonb refuses it, a text
 *   column stores U+FFFD instead of it (paired surrogates, an emoji, pass);
 * - the other control characters: C0 but tab, line feed and carriage return (which text over several
 *   lines uses), DEL and the C1 controls U+0080–U+009F. Storable, but invisible and never typed.
 * Format characters (zero-width spaces, direction marks) are left to the fields whose schema refuses
 * them (`manifests/contracts/fields.ts`): a rich text or a name in Arabic may hold some.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const DISALLOWED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

export type DisallowedKind = 'nul' | 'surrogate' | 'control';

export interface DisallowedText {
  /** Where: the property and index names from the body down to the string, or to the object whose key it is. */
  path: readonly string[];
  /** The character is in a key of the object at `path`, not in a value. */
  inKey: boolean;
  kind: DisallowedKind;
}

function kindIn(text: string): DisallowedKind | undefined {
  const found = DISALLOWED.exec(text)?.[0];
  if (found === undefined) return undefined;
  if (found === '\u0000') return 'nul';
  return found.length === 1 && found >= '\ud800' && found <= '\udfff' ? 'surrogate' : 'control';
}

/** A place in the body: its last property or index, and where that sits (a list kept from the leaf up). */
interface Place {
  part: string;
  parent: Place | undefined;
}

function pathOf(place: Place | undefined): string[] {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) path.push(at.part);
  return path.reverse();
}

/**
 * The first string of a parsed JSON body, in document order, holding a disallowed character. Walked
 * with a stack of its own, each value's place shared with its children: a deeply nested body neither
 * exhausts the call stack nor costs more than its size.
 */
export function findDisallowedText(body: unknown): DisallowedText | undefined {
  const pending: { value: unknown; place: Place | undefined }[] = [{ value: body, place: undefined }];
  while (pending.length > 0) {
    const { value, place } = pending.pop()!;
    if (typeof value === 'string') {
      const kind = kindIn(value);
      if (kind) return { path: pathOf(place), inKey: false, kind };
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        pending.push({ value: value[index], place: { part: String(index), parent: place } });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const kind = kindIn(key);
        if (kind) return { path: pathOf(place), inKey: true, kind };
      }
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, place: { part: key, parent: place } });
      }
    }
  }
  return undefined;
}

const kindNames: Record<DisallowedKind, string> = {
  nul: '空字符',
  surrogate: '残缺的字符编码',
  control: '控制字符',
};

/**
 * What a refusal calls the value at `path`: the title its schema gives it, else its dotted path; a
 * path through a key the client chose that is no plain name (`form.学历`) is not quoted, and the
 * nearest enclosing value is named instead (「表单」).
 */
function nameOf(bodySchema: unknown, path: readonly string[]): string | undefined {
  const titles = titlesAlong(bodySchema, path);
  const own = titles[path.length] ?? fieldPath(path);
  if (own) return own;
  // The deepest enclosing value with a title or a plain path (both bounded: the schema's depth, 200 characters).
  const plain = plainPrefixLength(path);
  for (let length = Math.min(path.length - 1, Math.max(titles.length - 1, plain)); length > 0; length--) {
    const name = titles[length] ?? (length === plain ? path.slice(0, plain).join('.') : undefined);
    if (name) return name;
  }
  return undefined;
}

/**
 * The refusal of a body holding a disallowed character: 100430 with the field named by the title the
 * route's body schema gives it (else its dotted path; see `nameOf`), and `data.field` the dotted path, as a schema
 * violation answers — `「备注」含有不允许的字符（控制字符）`. Nothing the client sent is quoted but a
 * path of plain names.
 */
export function disallowedTextRefusal(found: DisallowedText, bodySchema: unknown): ApiError {
  const field = fieldPath(found.path);
  const name = nameOf(bodySchema, found.path);
  const what = `含有不允许的字符（${kindNames[found.kind]}）`;
  const message = found.inKey
    ? `${name ? `「${name}」中的` : ''}字段名${what}`
    : `${name ? `「${name}」` : '请求内容'}${what}`;
  return new ApiError(ErrorCode.DisallowedCharacters, message, 200, field ? { field } : null);
}
