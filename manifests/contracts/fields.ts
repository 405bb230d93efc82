import { Type } from 'typebox';

/**
 * Field schemas of the request contracts (manifests/contracts/*), which the server's routes validate
 * bodies with. `title` is the Chinese field name used in validation messages (see
 * server/http/validation-messages.ts); every string has a length bound so that no body can grow a row.
 * The console imports only types from here (`import type`): typebox stays out of its bundle.
 */
export const Telephone = Type.String({ title: '手机号', pattern: '^1[3-9][0-9]{9}$', maxLength: 11 });

/** The console sends the lowercase hex SHA-256 of a password, never the password itself. */
export const PasswordDigest = (title: string) =>
  Type.String({ title, pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 });

export const Captcha = Type.String({ title: '验证码', pattern: '^[0-9]{6}$', maxLength: 6 });

export const OpaqueToken = (title: string) =>
  Type.String({ title, pattern: '^[A-Za-z0-9_-]{20,128}$', maxLength: 128 });

export const UniqueId = (title: string) =>
  Type.String({ title, pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

/** A client's id for one action: a retried request (a double click, a lost answer) answers the same. */
export const RequestId = Type.String({ title: '请求标识', pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const AgentId = Type.String({ title: '应用标识', pattern: '^[A-Za-z0-9]{1,32}$', maxLength: 32 });

/**
 * Control characters (NUL cannot be stored in a PostgreSQL text column), invisible format characters
 * (zero-width spaces, bidirectional overrides) and unpaired surrogates (silently turned into U+FFFD
 * on the way to the database). Ajv compiles patterns with the `u` flag, so `\p{…}` classes work.
 */
const INVISIBLE = '\\p{Cc}\\p{Cf}\\p{Cs}';

/** A web address or a site path for images; no spaces, quotes, angle brackets or invisible characters. */
export const ImageUrl = Type.String({
  title: '图片地址',
  pattern: `^(|https?://[^\\s"'<>${INVISIBLE}]+|/[^\\s"'<>${INVISIBLE}]*)$`,
  maxLength: 1024,
});

/** Visible text on one line: at least one non-space character, no angle brackets or invisible characters. */
export const PlainName = (title: string, maxLength: number) =>
  Type.String({
    title,
    minLength: 1,
    maxLength,
    pattern: `^[^<>${INVISIBLE}]*[^\\s<>${INVISIBLE}][^<>${INVISIBLE}]*$`,
  });

/** A search keyword: may be empty or blank (everything matches), one line without invisible characters. */
export const SearchKeyword = Type.String({ title: '关键词', maxLength: 64, pattern: `^[^${INVISIBLE}]*$` });

export const NoBody = Type.Object({}, { additionalProperties: false });

/**
 * Optional text on one line (a short name, an address): empty, or with at least one visible
 * character; no angle brackets or invisible characters.
 */
export const OptionalPlainText = (title: string, maxLength: number) =>
  Type.String({
    title,
    maxLength,
    pattern: `^(|[^<>${INVISIBLE}]*[^\\s<>${INVISIBLE}][^<>${INVISIBLE}]*)$`,
  });

/** Control characters except tab and line feed, for text that may run over several lines. */
const INVISIBLE_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\p{Cf}\\p{Cs}';

/**
 * Optional plain text over several lines (an introduction): line feeds and tabs allowed, no angle
 * brackets or other invisible characters, and it ends with a visible character (the console trims it).
 */
export const OptionalParagraphs = (title: string, maxLength: number) =>
  Type.String({
    title,
    maxLength,
    pattern: `^(|[^<>${INVISIBLE_BUT_LINE_BREAKS}]*[^\\s<>${INVISIBLE_BUT_LINE_BREAKS}])$`,
  });

/** A contact telephone: a mobile number or a landline with its area code (0755-86001234), or empty. */
export const ContactPhone = Type.String({
  title: '联系电话',
  pattern: '^(|1[3-9][0-9]{9}|0[0-9]{2,3}-[0-9]{7,8}(-[0-9]{1,6})?)$',
  maxLength: 20,
});

/** A calendar day `YYYY-MM-DD` (the organisation's time zone; business dates are days, never instants). */
export const CalendarDay = (title: string) =>
  Type.String({ title, pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', maxLength: 10 });

/** An amount in fen (integer money), within what a JavaScript number holds exactly. */
export const AmountFen = (title: string) =>
  Type.Integer({ title, minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

/**
 * The keyword the server's Ajv knows (`server/http/ordered-range.ts`): on a range object, the value
 * under `from` may not be past the one under `to` (both present). Its refusal names the range's title.
 */
export const ORDERED_RANGE_KEYWORD = 'orderedRange';

/** What `orderedRange` holds: the two properties compared, and what the refusal says after the title. */
export interface OrderedRange {
  from: string;
  to: string;
  message: string;
}

/**
 * A search's date range (`{ from, to }`, either left out for an open end), both days included; the
 * server refuses `from` after `to` (`发起日期的开始日期不能晚于结束日期`).
 */
export const DateRange = (title: string) =>
  Type.Object(
    { from: Type.Optional(CalendarDay(`${title}起`)), to: Type.Optional(CalendarDay(`${title}止`)) },
    {
      title,
      additionalProperties: false,
      [ORDERED_RANGE_KEYWORD]: {
        from: 'from',
        to: 'to',
        message: '的开始日期不能晚于结束日期',
      } satisfies OrderedRange,
    },
  );
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * A search's amount range in fen (`{ min, max }`, either left out for an open end), both included;
 * the server refuses `min` above `max` (`合同金额的最小值不能大于最大值`).
 */
export const AmountRange = (title: string) =>
  Type.Object(
    { min: Type.Optional(AmountFen(`${title}最小值`)), max: Type.Optional(AmountFen(`${title}最大值`)) },
    {
      title,
      additionalProperties: false,
      [ORDERED_RANGE_KEYWORD]: {
        from: 'min',
        to: 'max',
        message: '的最小值不能大于最大值',
      } satisfies OrderedRange,
    },
  );
export interface AmountRange {
  min?: number;
  max?: number;
}
