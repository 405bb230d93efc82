import { BATCH_URL } from '../../manifests/contracts/batch-constants';

/**
 * The first screen's session calls, started by the page itself (an inline script of index.html) while
 * its scripts are still downloading: with a stored token, the user info, resources, applications and
 * owner info are asked for at once, and the console takes those answers instead of asking again
 * (`EarlyAnswerTransport`). Without it they would wait for the bundles to download and run, and the
 * first screen would be a chain of round trips (issue 17).
 */

/** The calls of a signed-in start that need nothing but the token (spec §4 "User info"). */
export const EARLY_CALLS: readonly EarlyCall[] = [
  { service: 'business', url: '/enterprise/v1/session/user/detail' },
  { service: 'business', url: '/enterprise/v1/session/resource/detail' },
  { service: 'auth', url: '/v1/exchange/owner/app/list' },
  { service: 'business', url: '/enterprise/v1/owner/info/detail' },
];

/** Answers taken later than this after the page started are not used: a fresh call is made instead. */
export const EARLY_ANSWER_TTL_MS = 15_000;

/**
 * What to ask for only when the page opened is one of `paths` (the workbench): its chunks, and the calls
 * its parts make (the area manifests' `workbenchCalls`).
 */
export interface LandingPreloads {
  paths: readonly string[];
  hints: readonly PreloadHint[];
  calls?: readonly EarlyCall[];
  /** Asked for when there is no session: the sign-in page's chunks (every page leads there then). */
  signedOutHints?: readonly PreloadHint[];
  /** The other pages opened with calls of their own (a kit list's first page): the first one at the path. */
  views?: readonly ViewLanding[];
}

/** A page whose first calls the page asks for when it opens at `path` (a view's `firstCalls`). */
export interface ViewLanding {
  path: string;
  calls: readonly EarlyCall[];
  /** Its chunk's files, hinted with the calls (a view the server draws names its chunk: `drawnChunk`). */
  hints?: readonly PreloadHint[];
}

/** A `<link rel="preload">`. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
}

export interface EarlyCall {
  service?: 'business' | 'auth' | 'openPlatform';
  url: string;
  /** Sent as JSON; `{}` when absent. */
  body?: Readonly<Record<string, unknown>>;
}

/** Where an early answer is kept: the full URL and the body as sent. */
export function earlyAnswerKey(fullUrl: string, body: unknown): string {
  return `${fullUrl}\n${JSON.stringify(body ?? {})}`;
}

/** An answer's JSON, or null when none came that can be used (no network, not JSON, timed out). */
export type EarlyAnswer = Promise<unknown>;

/** What the inline script leaves on `window` for the console. */
export interface EarlyAnswers {
  /** The token the calls were made with: another token's answers are not this session's. */
  token: string;
  /** `performance.now()` when the calls started. */
  startedAt: number;
  /** By full URL (base URL + path) and body (`earlyAnswerKey`). */
  answers: Record<string, EarlyAnswer>;
}

declare global {
  interface Window {
    __ATRIUM_EARLY__?: EarlyAnswers;
  }
}

/**
 * Runs in the page, inlined by the build as its source text: self-contained, no imports, nothing a
 * transpiler would replace with a helper. The token is stored as JSON (core/services/storage-service.ts).
 *
 * The calls to the page's own server (an empty base URL) go in one request, `batchUrl` (the server's
 * `POST /v1/batch`, manifests/contracts/batch.ts), each answer kept under its own call as if it had been
 * asked alone: over HTTP/1.1 the browser opens six connections to a server, and the workbench's eight
 * calls held most of them while the first screen's scripts waited (measured: requested 100–170 ms after
 * they were found). A call to another base URL (a service on a host of its own) is asked alone.
 */
export function startEarlyCalls(
  calls: readonly EarlyCall[],
  tokenKey: string,
  timeoutMs: number,
  page: Window & typeof globalThis,
  landing: LandingPreloads = { paths: [], hints: [] },
  batchUrl = '',
): void {
  const hint = (hints: readonly PreloadHint[] | undefined) => {
    for (const each of hints || []) {
      const link = page.document.createElement('link');
      link.rel = 'preload';
      link.as = each.as;
      link.href = each.href;
      page.document.head.appendChild(link);
    }
  };
  let token: unknown;
  try {
    token = JSON.parse(page.localStorage.getItem(tokenKey) || 'null');
  } catch (_error) {
    token = null;
  }
  if (typeof token !== 'string' || token === '') {
    hint(landing.signedOutHints);
    return;
  }
  if (typeof page.fetch !== 'function') return;
  const authorization = token;
  const config = page.__ATRIUM_CONFIG__;
  const answers: Record<string, EarlyAnswer> = {};
  const onLanding = landing.paths.length > 0 && landing.paths.indexOf(page.location.pathname) !== -1;
  let viewCalls: readonly EarlyCall[] = [];
  let viewHints: readonly PreloadHint[] | undefined;
  for (const view of landing.views || []) {
    if (view.path === page.location.pathname) {
      viewCalls = view.calls;
      viewHints = view.hints;
      break;
    }
  }
  const all = calls.concat(onLanding && landing.calls ? landing.calls : viewCalls);
  const post = (url: string, body: unknown): EarlyAnswer => {
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
    const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
    return page
      .fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
        credentials: 'same-origin',
        signal: controller ? controller.signal : undefined,
      })
      .then((response) => response.json())
      .then(
        (json: unknown) => {
          if (timer !== undefined) clearTimeout(timer);
          return json;
        },
        () => {
          if (timer !== undefined) clearTimeout(timer);
          return null;
        },
      );
  };
  // The workbench's files before its calls: the server then sends them before it starts on the calls,
  // which keep it busy for a while (their database work), instead of after.
  if (onLanding) hint(landing.hints);
  else hint(viewHints);
  const together: { key: string; url: string; body: Readonly<Record<string, unknown>> }[] = [];
  for (const call of all) {
    const base = config?.baseUrls?.[call.service || 'business'] || '';
    const body = call.body || {};
    // As earlyAnswerKey (inlined: this function runs on its own).
    const key = `${base + call.url}\n${JSON.stringify(body)}`;
    if (batchUrl && base === '') together.push({ key, url: call.url, body });
    else answers[key] = post(base + call.url, body);
  }
  const [only] = together;
  if (only && together.length === 1) answers[only.key] = post(only.url, only.body);
  if (together.length > 1) {
    const batch = post(batchUrl, { calls: together.map((each) => ({ url: each.url, body: each.body })) });
    together.forEach((each, index) => {
      // Each call's own answer; none when the batch itself was refused (the console then asks alone).
      answers[each.key] = batch.then((json) => {
        const list =
          json && (json as { code?: unknown }).code === 0 ? (json as { data?: unknown }).data : null;
        return Array.isArray(list) && list[index] !== undefined ? list[index] : null;
      });
    });
  }
  page.__ATRIUM_EARLY__ = { token: authorization, startedAt: page.performance.now(), answers };
}

/** The inline script's text: the function above called with the calls, the token's key, the timeout, the landing's chunks and the batch's URL. */
export function earlyCallsScript(
  tokenKey: string,
  timeoutMs: number,
  landing: LandingPreloads = { paths: [], hints: [] },
  batchUrl = BATCH_URL,
): string {
  return `(${startEarlyCalls.toString()})(${JSON.stringify(EARLY_CALLS)},${JSON.stringify(tokenKey)},${timeoutMs},window,${JSON.stringify(landing)},${JSON.stringify(batchUrl)});`;
}
