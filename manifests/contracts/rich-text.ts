/**
 * The markup a message body may hold, for both sanitisers: the server's (sanitize-html, on the way in)
 * and the console's (DOMPurify, on display). What the editor writes: paragraphs, headings from level 2
 * (h1 would compete with the notice's title), emphasis, lists, quotes, code and links. Plain values
 * only: the console imports them at run time.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
] as const;

/** Attributes kept, by tag: a link's address and how it opens (both sanitisers force the latter). */
export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'target', 'rel'] } as const;

/** The address schemes a link may use; besides these, a console path (`/…`, not `//…`). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
