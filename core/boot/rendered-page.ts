/**
 * A signed-in workbench rendered by the server (core/prerender/render-signed-in.tsx): the page arrives
 * with the member's first screen drawn, and with the answers it was drawn from, so the console renders
 * the same screen from the same data and takes the page over without asking the server again.
 */

import { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE } from './rendered-marks';

export { RENDERED_DATA_ID, RENDERED_STYLE_ATTRIBUTE };

export interface RenderedData {
  /** The path rendered. */
  path: string;
  /** `tokenFingerprint` of the token it was rendered for: another token's page is not this session's. */
  fingerprint: string;
  /** Each call's answer by `earlyAnswerKey`, as the server answered it. */
  answers: Record<string, unknown>;
}

/**
 * FNV-1a (32 bits) of the token, in hex: whether the page was rendered for the token this browser holds
 * (its storage and its cookie could disagree after storage was cleared by hand). Not a secret: the page
 * goes only to the holder of that token.
 */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * What the server rendered, when it was rendered for this token and this path: its answers are then
 * the console's early answers (`EarlyAnswerTransport` takes them once). Otherwise the rendered screen and
 * its styles are removed, and the console starts as on any page. Undefined when the page was not
 * rendered, or not for this session.
 */
export function adoptRenderedPage(
  page: Window & typeof globalThis,
  token: string | undefined,
): RenderedData | undefined {
  const doc = page.document;
  const script = doc.getElementById(RENDERED_DATA_ID);
  if (!script) return undefined;
  script.remove();
  let data: RenderedData | undefined;
  try {
    data = JSON.parse(script.textContent ?? '') as RenderedData;
  } catch {
    data = undefined;
  }
  const usable =
    data !== undefined &&
    token !== undefined &&
    data.fingerprint === tokenFingerprint(token) &&
    data.path === page.location.pathname;
  if (!usable || !data || !token) {
    discardRenderedPage(doc);
    return undefined;
  }
  const answers: Record<string, Promise<unknown>> = {};
  for (const [key, answer] of Object.entries(data.answers)) answers[key] = Promise.resolve(answer);
  page.__ATRIUM_EARLY__ = { token, startedAt: page.performance.now(), answers };
  return data;
}

/** Removes the server's screen and its styles: the console draws its own. */
export function discardRenderedPage(doc: Document): void {
  doc.getElementById('root')?.replaceChildren();
  removeRenderedStyles(doc);
}

/**
 * The server render's styles: antd registers the same theme variables itself, and a later theme change
 * must not be shadowed by the rendered ones (core/boot/take-over.ts removes them then).
 */
export function removeRenderedStyles(doc: Document): void {
  for (const style of doc.querySelectorAll(`style[${RENDERED_STYLE_ATTRIBUTE}]`)) style.remove();
}
