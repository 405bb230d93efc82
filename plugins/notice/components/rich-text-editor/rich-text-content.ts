/**
 * What the server counts of a rich-text body (server/domain/rich-text.ts `plainTextOf`): its text,
 * blocks separated by a space, runs of white space as one, trimmed. Mirrored here so the editor's
 * counter and the form's checks agree with the server's 20 000-character limit.
 */

/** Where one block of text ends and another starts: a space goes there in the plain text. */
const BLOCK_EDGE = /<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre)(?:\s[^>]*)?>|<br\s*\/?>|<hr\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
  if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
  return NAMED_ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
}

/** The text of rich text (the editor's HTML), as the server reads it. Not a sanitiser. */
export function richTextPlainText(html: string): string {
  return html
    .replace(BLOCK_EDGE, ' ')
    .replace(TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters of text, counted as the server's limit counts them (UTF-16 units, like `String.length`). */
export function richTextLength(html: string): number {
  return richTextPlainText(html).length;
}

/** Whether rich text holds any text at all (an empty paragraph or list does not). */
export function hasRichText(html: string | undefined): boolean {
  return richTextPlainText(html ?? '') !== '';
}

/** A link a notice may carry: an http(s) address with a host, without spaces. */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/[^\s<>"]+$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** A key combination as the tooltip shows it: `Mod-Shift-Z` → `Ctrl+Shift+Z` (or `⌘⇧Z` on a Mac). */
export function shortcutLabel(combination: string, mac: boolean): string {
  const keys = combination.split('-');
  const names: Record<string, [string, string]> = {
    Mod: ['Ctrl', '⌘'],
    Shift: ['Shift', '⇧'],
    Alt: ['Alt', '⌥'],
  };
  const shown = keys.map((key) => names[key]?.[mac ? 1 : 0] ?? key.toUpperCase());
  return mac ? shown.join('') : shown.join('+');
}
