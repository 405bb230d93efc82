import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import { withoutAntdStylesheet } from './antd-stylesheet-html';
import { hintOf, withoutFirstScreen } from './first-screen-html';

/** Marks the prerendered root with the path it was rendered for; the entry hydrates only there. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedPage {
  title: string;
  /** The root element's inner HTML. */
  markup: string;
  /** antd's style tags for that markup (the same rules the browser would generate at run time). */
  styles: string;
  /** An inline script for the head: holds input to the form until the console is live. */
  headScript: string;
}

const nonceAttribute = `nonce="${CSP_NONCE_PLACEHOLDER}"`;

/**
 * dist/login.html from the console's index.html and the prerendered page: the markup in #root, antd's
 * styles and the input guard in the head, and the scripts preloaded at once but run after the first
 * paint, so the form shows first. Every inline script and style carries the nonce placeholder, which the
 * server replaces per answer (manifests/contracts/csp-nonce.ts). Run by the build (rspack.config.ts).
 */
export function loginPageHtml(
  signedInIndex: string,
  page: PrerenderedPage,
  /** The sign-in page's own chunks (`firstScreenFiles(…).signedOut`): the entry loads them before hydrating. */
  pageFiles: readonly string[] = [],
): string {
  // A visitor without a session: no session calls, no signed-in screen's chunks; and antd's styles are
  // the prerendered ones, then generated as the page needs them (no stylesheet to wait for).
  const index = withoutAntdStylesheet(withoutFirstScreen(signedInIndex));
  const scripts = [
    ...index.matchAll(
      /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/g,
    ),
  ];
  const sources = scripts.map((match) => match[1] ?? match[2]);
  if (sources.length === 0) throw new Error('dist/index.html has no deferred scripts');
  const preloads = [
    ...sources.map((src) => ({ href: src, as: 'script' })),
    ...pageFiles.map((file) => hintOf(file)),
  ]
    .map((hint) => `<link rel="preload" as="${hint.as}" href="${hint.href}">`)
    .join('');
  const runAfterPaint =
    `<script ${nonceAttribute}>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(src){` +
    `var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s);});});});</script>`;
  // extractStyle writes each rule set as `<style data-…>`.
  const styles = page.styles.replace(/<style\b/g, `<style ${nonceAttribute}`);
  let html = index;
  for (const match of scripts) html = html.replace(match[0], '');
  html = html
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
    .replace('</head>', `<script ${nonceAttribute}>${page.headScript}</script>${preloads}${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="/login">${page.markup}</div>${runAfterPaint}`,
    );
  if (!html.includes(PRERENDERED_ATTRIBUTE)) throw new Error('dist/index.html has no <div id="root"></div>');
  return html;
}
