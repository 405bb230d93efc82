/**
 * Readers of what PostgreSQL prints about a key: the `detail` of a unique or exclusion violation
 * (both engines write the same text, node-postgres and PGlite hand it over as it is) and the text of a
 * date range. Pure functions, so the refusal a use case builds can name the room and the dates.
 */

/** A key as PostgreSQL printed it: column (or index expression, `lower(name::text)`) → value text. */
export type KeyValues = Readonly<Record<string, string>>;

export interface KeyDetail {
  /** The key's columns in the index's order, identifiers unquoted. */
  columns: readonly string[];
  /** The key the failing statement wrote; undefined when its values cannot be told apart (see below). */
  key: KeyValues | undefined;
  /** An exclusion's key of the existing row it conflicts with; undefined for a unique violation. */
  conflictingKey: KeyValues | undefined;
}

const KEY_START = 'Key (';
/** How the two keys of an exclusion are joined: at insert or update, and when a constraint is added. */
const CONFLICT_MARKERS = [') conflicts with existing key (', ') conflicts with key ('];
/** How a unique violation's detail ends: at insert or update, and when a unique index is built. */
const UNIQUE_ENDINGS = [') already exists.', ') is duplicated.'];

const OPENERS = '([{';
const CLOSERS = ')]}';

/**
 * Splits `text` at each `separator` outside brackets and quotes. PostgreSQL quotes a range bound, an
 * array element or a record field that holds a comma, a bracket or a quote (`["a, b","c")`), with `\`
 * or a doubled quote escaping a quote inside; `quotes` are the quote characters honoured.
 */
function splitTopLevel(text: string, separator: string, quotes: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) {
        if (text[at + 1] === quote) at++;
        else quote = undefined;
      }
    } else if (quotes.includes(char)) quote = char;
    else if (OPENERS.includes(char)) depth++;
    else if (CLOSERS.includes(char)) {
      depth--;
      if (depth < 0) return undefined;
    } else if (depth === 0 && text.startsWith(separator, at)) {
      parts.push(text.slice(start, at));
      start = at + separator.length;
      at = start - 1;
    }
  }
  if (quote || depth !== 0) return undefined;
  parts.push(text.slice(start));
  return parts;
}

/** The index of the `)` closing the `(` at `open`, outside double-quoted identifiers and literals. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let at = open; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      // A doubled quote stands for one inside the quoted text.
      if (char === quote && text[at + 1] === quote) at++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return at;
  }
  return -1;
}

const unquoteIdentifier = (name: string) =>
  /^"(?:[^"]|"")*"$/.test(name) ? name.slice(1, -1).replaceAll('""', '"') : name;

/**
 * The values of a key, one per column. Values are printed unquoted and joined with `, `, so a text
 * value holding `, ` makes more parts than columns: first the split that respects brackets and quotes
 * (a range holds a comma), then a plain one; when neither gives one part per column the values are
 * not told apart (undefined), and the caller still knows the constraint.
 */
function valuesOf(columns: readonly string[], text: string): KeyValues | undefined {
  if (columns.length === 1) return { [columns[0]!]: text };
  const candidates = [splitTopLevel(text, ', ', '"'), text.split(', ')];
  const parts = candidates.find((split) => split?.length === columns.length);
  if (!parts) return undefined;
  return Object.fromEntries(columns.map((column, index) => [column, parts[index]!]));
}

/**
 * Reads a violation's detail: `Key (room_id, during)=(5, [2026-01-01,2026-02-01)) conflicts with
 * existing key (room_id, during)=(5, [2026-01-15,2026-03-01)).` or `Key (organization_id,
 * name)=(1, 市场部) already exists.`; undefined for any other text (PostgreSQL leaves the key out for
 * a member who may not read the table: `Key conflicts with existing key.`).
 */
export function parseKeyDetail(detail: string): KeyDetail | undefined {
  const text = detail.trim();
  if (!text.startsWith(KEY_START)) return undefined;
  const columnsEnd = closingParen(text, KEY_START.length - 1);
  if (columnsEnd < 0 || !text.startsWith(')=(', columnsEnd)) return undefined;
  const columnsText = text.slice(KEY_START.length, columnsEnd);
  const columns = splitTopLevel(columnsText, ', ', '"\'')?.map(unquoteIdentifier);
  if (!columns || columns.length === 0) return undefined;
  const valuesStart = columnsEnd + 3;

  for (const marker of CONFLICT_MARKERS) {
    // The second key repeats the columns: the marker with them is found only where the keys meet.
    const joint = `${marker}${columnsText})=(`;
    const at = text.indexOf(joint, valuesStart);
    if (at < 0) continue;
    if (!text.endsWith(').')) return undefined;
    return {
      columns,
      key: valuesOf(columns, text.slice(valuesStart, at)),
      conflictingKey: valuesOf(columns, text.slice(at + joint.length, -2)),
    };
  }
  const ending = UNIQUE_ENDINGS.find((end) => text.endsWith(end));
  if (!ending || text.length - ending.length < valuesStart) return undefined;
  return {
    columns,
    key: valuesOf(columns, text.slice(valuesStart, text.length - ending.length)),
    conflictingKey: undefined,
  };
}

/** A date range as calendar days, both ends included; null for an end without bound. */
export interface DateSpan {
  first: string | null;
  last: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * A `daterange` as PostgreSQL prints it (`[2026-01-01,2026-02-01)`, `[2026-01-01,)`, quoted bounds
 * too) as the days it covers: `{ first: '2026-01-01', last: '2026-01-31' }`. Undefined for `empty` or
 * anything that is not a range of dates.
 */
export function parseDateRange(text: string): DateSpan | undefined {
  const match = /^([[(])("?)([^,"]*)\2,("?)([^,"]*)\4([\])])$/.exec(text.trim());
  if (!match) return undefined;
  const [, open, , lower = '', , upper = '', close] = match;
  if ((lower !== '' && !DAY.test(lower)) || (upper !== '' && !DAY.test(upper))) return undefined;
  return {
    first: lower === '' ? null : open === '(' ? shiftDay(lower, 1) : lower,
    last: upper === '' ? null : close === ')' ? shiftDay(upper, -1) : upper,
  };
}

/** The days of a range for a Chinese message: `2026-01-01 至 2026-01-31`, `2026-01-01 起`, `至 2026-01-31`. */
export function describeDateRange(text: string): string | undefined {
  const span = parseDateRange(text);
  if (!span) return undefined;
  if (span.first && span.last) return span.first === span.last ? span.first : `${span.first} 至 ${span.last}`;
  if (span.first) return `${span.first} 起`;
  if (span.last) return `至 ${span.last}`;
  return '不限日期';
}
