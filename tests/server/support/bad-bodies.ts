/**
 * A pure generator of request bodies a route must refuse. Each body is wrong in exactly one place:
 * every other field keeps a value the route accepts, so the refusal proves that one field is checked.
 */

/** What a body field accepts: one good value, and which unusual values are legitimate for it. */
export interface FieldSpec {
  /** A value that passes validation; the other fields keep it while one field is made wrong. */
  valid: string;
  /** The body may leave this field out (the route then needs at least one of its optional fields). */
  optional?: boolean;
  /** Free text (a name): SQL-looking text, padding and non-ASCII letters are legitimate there. */
  freeText?: boolean;
  /** The empty string is a legitimate value (an empty logo address clears the logo). */
  emptyAllowed?: boolean;
}

export interface BadBody {
  /** What is wrong, for failure reports: `telephone: SQL drop table`. */
  label: string;
  /** The exact request payload: JSON text, or empty. */
  payload: string;
  /** Every string the body carries, so that a test can prove the answer does not echo them. */
  strings: string[];
}

export const HUGE_LENGTH = 100_000;

const UNSTORABLE = /: (NUL inside|escape sequence|lone (high|low) surrogate)$/;
/**
 * A body holding NUL, a lone surrogate or another control character: refused where bodies are parsed
 * (server/http/disallowed-text.ts, 100430), before any field's schema (100400).
 */
export function isUnstorable(bad: BadBody): boolean {
  return UNSTORABLE.test(bad.label);
}

type Derive = (valid: string) => unknown;

const wrongTypes: [string, Derive][] = [
  ['number 0', () => 0],
  ['the valid value as a number', (valid) => (/^\d{1,15}$/.test(valid) ? Number(valid) : 12_345)],
  ['fraction', () => 1.5],
  ['negative number', () => -1],
  ['true', () => true],
  ['false', () => false],
  ['null', () => null],
  ['empty array', () => []],
  ['array holding the valid value', (valid) => [valid]],
  ['empty object', () => ({})],
  ['object holding the valid value', (valid) => ({ value: valid })],
];

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

const insertMiddle = (text: string, inserted: string) => {
  const middle = Math.floor(text.length / 2);
  return text.slice(0, middle) + inserted + text.slice(middle);
};

/** Refused by every field, free text included. */
const alwaysBad: [string, Derive][] = [
  ['blank', () => ' '],
  ['ideographic space', () => '\u3000'],
  ['huge latin', () => 'a'.repeat(HUGE_LENGTH)],
  ['huge digits', () => '9'.repeat(HUGE_LENGTH)],
  // 100 kB of UTF-8 at most: a non-ASCII value repeated to 100k characters would exceed the body limit.
  ['valid value repeated to 100 kB', (valid) => valid.repeat(Math.ceil(HUGE_LENGTH / utf8Length(valid)))],
  ['huge CJK', () => '中'.repeat(HUGE_LENGTH / 2)],
  ['script tag', () => '<script>alert(1)</script>'],
  ['img onerror', () => '<img src=x onerror=alert(1)>'],
  ['attribute break-out', () => '"><svg onload=alert(1)>'],
  ['valid value with script', (valid) => `${valid}<script>alert(1)</script>`],
  ['NUL inside', (valid) => insertMiddle(valid, '\u0000')],
  ['escape sequence', (valid) => `${valid}\u001b[31m`],
  ['newline at the end', (valid) => `${valid}\n`],
  ['zero-width space only', () => '\u200b'],
  ['zero-width space inside', (valid) => insertMiddle(valid, '\u200b')],
  ['right-to-left override', (valid) => `\u202e${valid}`],
  ['byte order mark', (valid) => `\ufeff${valid}`],
  ['lone high surrogate', (valid) => `${valid}\ud800`],
  ['lone low surrogate', (valid) => `\udc00${valid}`],
];

/** Refused by fields with a strict format; legitimate in free text. */
const badUnlessFreeText: [string, Derive][] = [
  ['SQL always-true', () => "' or 1=1 --"],
  ['SQL drop table', () => "'; drop table accounts; --"],
  ['SQL appended', (valid) => `${valid}' or '1'='1`],
  ['SQL stacked sleep', () => '1; select pg_sleep(5)'],
  ['SQL union', () => "' union select password_hash from accounts --"],
  ['padded with spaces', (valid) => ` ${valid} `],
  ['full-width form', (valid) => toFullWidth(valid)],
  ['Arabic-Indic digits', () => '١٢٣٤٥٦'],
  ['CJK text', () => '一二三四五六'],
  ['emoji', () => '😀👨‍👩‍👧'],
  ['combining mark alone', () => '\u0301'],
];

/** Bodies that are not an object with fields: refused by any route that needs a field. */
function nonObjectBodies(base: Record<string, string>): { label: string; payload: string }[] {
  const upperCased = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key.toUpperCase(), value]),
  );
  return [
    { label: 'empty payload', payload: '' },
    { label: 'whitespace payload', payload: ' \n\t ' },
    { label: 'null literal', payload: 'null' },
    { label: 'true literal', payload: 'true' },
    { label: 'false literal', payload: 'false' },
    { label: 'number literal', payload: '42' },
    { label: 'zero literal', payload: '0' },
    { label: 'string literal', payload: '"hello"' },
    { label: 'the valid body encoded twice', payload: JSON.stringify(JSON.stringify(base)) },
    { label: 'empty array', payload: '[]' },
    { label: 'array holding the valid body', payload: JSON.stringify([base]) },
    { label: 'empty object', payload: '{}' },
    { label: 'unknown field only', payload: '{"unexpected":1}' },
    { label: 'field names upper-cased', payload: JSON.stringify(upperCased) },
  ];
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every bad body for a route whose body has these fields. */
export function badBodies(fields: Record<string, FieldSpec>): BadBody[] {
  const base = Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.valid]));
  const bodies: BadBody[] = nonObjectBodies(base).map(({ label, payload }) => ({
    label,
    payload,
    strings: payload.trim() === '' ? [] : stringsIn(JSON.parse(payload)),
  }));
  const withField = (label: string, name: string, value: unknown) => {
    const body = { ...base, [name]: value };
    bodies.push({ label: `${name}: ${label}`, payload: JSON.stringify(body), strings: stringsIn(body) });
  };
  for (const [name, spec] of Object.entries(fields)) {
    if (!spec.optional) {
      const { [name]: _missing, ...rest } = base;
      bodies.push({ label: `${name}: missing`, payload: JSON.stringify(rest), strings: stringsIn(rest) });
    }
    if (!spec.emptyAllowed) withField('empty string', name, '');
    const derived = [...wrongTypes, ...alwaysBad, ...(spec.freeText ? [] : badUnlessFreeText)];
    for (const [label, derive] of derived) withField(label, name, derive(spec.valid));
  }
  // A body that two rules produce (a single field missing is also the empty object) is sent once.
  const seen = new Set<string>();
  return bodies.filter((bad) => !seen.has(bad.payload) && seen.add(bad.payload));
}
