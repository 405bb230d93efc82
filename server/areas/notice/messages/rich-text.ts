import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '../../../../manifests/contracts/rich-text';

/**
 * The markup a message body keeps: what the console's editor writes (paragraphs, headings, emphasis,
 * lists, quotes, code, links). Scripts, styles, event handlers, images, frames and forms are dropped,
 * `script`/`style` with their content; links keep only http(s), mailto and tel addresses or console
 * paths, and always open in a new tab without access to the console's window.
 */
const policy: sanitizeHtml.IOptions = {
  // h1 has always been kept here (the console shows its text without the heading): kept so that no
  // stored body changes; the editor does not write it.
  allowedTags: [...RICH_TEXT_TAGS, 'h1'],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** Rich text as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy).trim();
}

/** Where one block of text ends and another starts: a space goes there in the plain text. */
const BLOCK_EDGE = /<\/?(?:p|h[1-4]|ul|ol|li|blockquote|pre)(?:\s[^>]*)?>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text of sanitised rich text, blocks separated by a space, for summaries and search. sanitize-html
 * escapes exactly these four characters in text, so decoding them gives the text back.
 */
export function plainTextOf(safeHtml: string): string {
  const stripped = sanitizeHtml(safeHtml.replace(BLOCK_EDGE, ' $& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return stripped
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as rich text: one paragraph per line, every character shown as written. */
export function richTextOfPlain(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${line.trim().replace(/[&<>"]/g, (character) => ESCAPES[character]!)}</p>`)
    .join('');
}
