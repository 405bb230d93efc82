import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@manifests/contracts/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './safe-html.css';

/** The markup a notice body may hold: what the editor writes, nothing that runs or restyles the page. */
const ALLOWED_TAGS: string[] = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR: string[] = [...RICH_TEXT_ATTRIBUTES.a];
/** A link's address: one of the schemes, or a console path (`/…` but not the protocol-relative `//…`). */
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${RICH_TEXT_SCHEMES.join('|')}):|\\/(?!\\/))`, 'i');

let linksHardened = false;
/** Every link of a body opens in a new tab without access to the console's window. */
function hardenLinks(): void {
  if (linksHardened) return;
  linksHardened = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitises rich text for display: scripts, event handlers, styles and unknown tags are dropped. */
export function sanitizeRichText(html: string): string {
  hardenLinks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
  });
}

/**
 * Rich text from the server (a notice's body), sanitised once more in the browser: the server already
 * keeps only safe markup, and this keeps a body inert even if a stored one predates that rule.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={`atrium-rich-text${className ? ` ${className}` : ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
