import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * For an answer that is not a page: nothing in it may load or run, and nobody may frame it. The API's
 * JSON, static assets and error answers get this; the console's pages replace it (below).
 */
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce per page answer: 128 random bits, as CSP asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The console's policy. Scripts and `<style>` elements only from this origin or carrying the answer's
 * nonce: the prerendered login's inline guard and loader, and the `<style>` elements antd's cssinjs,
 * the dialogs' scroll lock and the editor add at run time (the console reads the nonce from the
 * page's `<meta name="csp-nonce">`). Style attributes stay allowed (`style-src-attr`): a nonce cannot
 * name an attribute, and antd's TextArea sizes itself by writing one (`setAttribute('style', …)`);
 * an attribute holds declarations only, no selectors, so it cannot read the page. Images may come from
 * any https host (applications' icons, organisations' logos) or be data/blob URLs (previews, QR codes).
 */
export function consolePolicy(nonce: string, frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/**
 * X-Frame-Options for browsers without `frame-ancestors`: it can say `'none'` and `'self'` only; for a
 * list of origins it stays away (SAMEORIGIN would refuse the hosts the list admits).
 */
export function frameOptions(frameAncestors: readonly string[]): string | undefined {
  if (frameAncestors.length !== 1) return undefined;
  if (frameAncestors[0] === "'none'") return 'DENY';
  if (frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  return undefined;
}

/** The headers of a console page answered with `nonce` in its inline scripts and styles. */
export function setPageHeaders(reply: FastifyReply, nonce: string, frameAncestors: readonly string[]): void {
  reply.header('content-security-policy', consolePolicy(nonce, frameAncestors));
  const options = frameOptions(frameAncestors);
  if (options) reply.header('x-frame-options', options);
}

/**
 * On every answer: no MIME sniffing, and the referrer cut to the origin when leaving the site (never
 * the path or query: /auth-redirect carries a token). An answer that set no policy of its own (all but
 * the console's pages and stored files) gets the not-a-page policy.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', NOT_A_PAGE_POLICY);
        reply.header('x-frame-options', 'DENY');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
