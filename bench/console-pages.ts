import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { RENDERED_DATA_ID } from '@core/boot/rendered-page';
import { StorageKeys } from '@core/services/storage-service';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { TOKEN_COOKIE } from '../manifests/contracts/signed-in-render';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';
import { signInToOrganization } from './api';
import { startServer } from './server-process';
import { median } from './stats';

const KiB = 1024;

/**
 * The pages the console bench loads cold, each with its budget of gzip JS (issue 17; 员工管理's is issue
 * 32's, since the kit's list page is what forty pages are built on).
 */
export const CONSOLE_PAGES = [
  {
    page: 'login',
    path: '/login',
    signedIn: false,
    budgetKiB: 230,
    content: 'the sign-in form painted',
  },
  {
    page: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    budgetKiB: 350,
    content: 'the workbench stat cards with their numbers, 我的应用 and 最新通知 with their data',
  },
  {
    page: 'staff',
    path: '/PC_STAFF_MANAGEMENT',
    signedIn: true,
    budgetKiB: 400,
    content: 'the staff table with its first row',
  },
] as const;

export type ConsolePageName = (typeof CONSOLE_PAGES)[number]['page'];

/** Signed-in dashboard content visible against the login form painted, in the same run. */
export const DASHBOARD_TO_LOGIN_GOAL = 2.5;
/** 员工管理's first row against the workbench's content, in the same run (issue 32). */
export const STAFF_TO_DASHBOARD_GOAL = 1.5;
/** The login form painted, from the start of navigation (the prerendered page's goal). */
export const LOGIN_PAINT_GOAL_MS = 300;

export interface Bytes {
  raw: number;
  gzip: number;
  files: number;
}

/** One script the page downloaded, gzip as a compressing server would send it. */
export interface ScriptFile {
  file: string;
  gzip: number;
}

export interface PageLoadResult {
  page: ConsolePageName;
  path: string;
  loads: number;
  /** What "content visible" waits for on this page. */
  content: string;
  medianFirstContentfulPaintMs: number;
  medianContentVisibleMs: number;
  /**
   * The page's content is shown and the console is live (it rendered or hydrated, and its effects ran):
   * clicks and typing on that content are React's. The later of the two: a console drawing the page
   * itself is live from its first commit (a loading state), before its content.
   */
  medianInteractiveMs: number;
  /** Every load's page came drawn by the server (the signed-in workbench: core/prerender/render-signed-in.tsx). */
  serverRendered: boolean;
  js: Bytes;
  /** The scripts of the last load, largest first: what to look at when a page is over its budget. */
  scripts: ScriptFile[];
  css: Bytes;
  budgetKiB: number;
  withinBudget: boolean;
}

export interface ConsoleLoadsResult {
  loads: number;
  /** Signed in as 13800000001 (张伟), entered into 星河科技园. */
  account: string;
  pages: PageLoadResult[];
  login: {
    /** Whether the form came in the HTML itself (the prerendered login page). */
    prerendered: boolean;
    /** The console hydrated (or rendered) and its effects ran: typing and signing in are handled by React. */
    medianInteractiveMs: number;
    paintGoalMs: number;
    meetsPaintGoal: boolean;
  };
  /** Dashboard content visible ÷ login form painted (medians of the same run). */
  dashboardToLogin: { ratio: number; goal: number; meetsGoal: boolean };
  staffToDashboard: { ratio: number; goal: number; meetsGoal: boolean };
}

/**
 * Runs in the page before its scripts: records `window.__contentVisibleAt` at the first animation frame
 * in which the page's content is in the document (checked after each change, once per frame), and marks
 * the document (the page's CSP allows no evaluated predicate to wait on); marks it again once the first
 * contentful paint is reported.
 */
const watchContent = (page: ConsolePageName) => {
  const shown = (): boolean => {
    if (page === 'login') return document.querySelector('input[autocomplete=username]') !== null;
    if (page === 'staff') return document.querySelector('.ant-table-tbody tr.ant-table-row') !== null;
    // The workbench: every stat card with its number (none still a skeleton), 我的应用 with its
    // favourites, 最新通知 with its notices.
    const cards = [...document.querySelectorAll('.atrium-workbench-stat')];
    return (
      cards.length >= 3 &&
      cards.every(
        (card) => card.querySelector('.ant-statistic-content-value') && !card.querySelector('.ant-skeleton'),
      ) &&
      document.querySelector('section[aria-label="我的收藏"]') !== null &&
      document.querySelector('.atrium-latest-notices__item') !== null
    );
  };
  const state = window as unknown as { __contentVisibleAt?: number };
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      if (state.__contentVisibleAt === undefined && shown()) {
        state.__contentVisibleAt = performance.now();
        document.documentElement.setAttribute('data-bench-content-visible', '');
        observer.disconnect();
      }
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  // The first contentful paint is reported once the frame is shown, a little after the frame in which the
  // content was found: the page is read only once it has been (else a load whose content came with its
  // first paint counted the content's frame, not its paint).
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      document.documentElement.setAttribute('data-bench-painted', '');
    }
  }).observe({ type: 'paint', buffered: true });
};

/** Puts the session's token where the console keeps it, before the console's scripts run. */
const storeToken = ({ key, token }: { key: string; token: string }) => {
  window.localStorage.setItem(key, JSON.stringify(token));
};

interface OneLoad {
  firstContentfulPaint: number;
  contentVisible: number;
  interactive: number;
  prerendered: boolean;
  serverRendered: boolean;
  js: Bytes;
  scripts: ScriptFile[];
  css: Bytes;
}

async function loadCold(
  browser: Browser,
  url: string,
  page: ConsolePageName,
  token: string | undefined,
): Promise<OneLoad> {
  // A new context each time: nothing cached, nothing stored but the session as a member's earlier
  // visit left it: the token in local storage and its cookie (core/services/storage-service.ts).
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    const tab: Page = await context.newPage();
    if (token) {
      await tab.addInitScript(storeToken, { key: StorageKeys.token, token });
      await context.addCookies([
        { name: TOKEN_COOKIE, value: encodeURIComponent(JSON.stringify(token)), url, sameSite: 'Strict' },
      ]);
    }
    await tab.addInitScript(watchContent, page);
    // Only noted while the page loads: their bodies are asked for once it has (below). Asking at once
    // sent every script through the DevTools protocol while the page was still loading, on the same two
    // cores: 36 ms more for the workbench's content, 16 ms for the login form's paint (24 loads each).
    const noted: { type: 'js' | 'css'; file: string; response: Response }[] = [];
    tab.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        noted.push({
          type: type === 'script' ? 'js' : 'css',
          file: new URL(response.url()).pathname,
          response,
        });
      }
    });
    const document = await tab.goto(url, { waitUntil: 'commit' });
    await tab.waitForSelector('html[data-bench-content-visible]', { state: 'attached', timeout: 30_000 });
    await tab.waitForSelector('html[data-bench-painted]', { state: 'attached', timeout: 30_000 });
    if (page === 'login') await tab.waitForSelector('html[data-console-ready]', { timeout: 30_000 });
    const times = (await tab.evaluate(`({
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      contentShown: window.__contentVisibleAt,
      ready: performance.getEntriesByName('atrium:console-ready')[0]?.startTime ?? performance.now(),
    })`)) as { contentfulPaint: number; contentShown: number; ready: number };
    const html = (await document?.text()) ?? '';
    const prerendered = page === 'login' && html.includes('手机号');
    const serverRendered = html.includes(`id="${RENDERED_DATA_ID}"`);
    await tab.waitForLoadState('networkidle');
    const downloaded = await Promise.all(
      noted.map(async ({ type, file, response }) => ({ type, file, bytes: await response.body() })),
    );
    const sum = (kind: 'js' | 'css'): Bytes => {
      const files = downloaded.filter((entry) => entry.type === kind);
      return {
        raw: files.reduce((total, entry) => total + entry.bytes.length, 0),
        gzip: files.reduce((total, entry) => total + gzipSync(entry.bytes).length, 0),
        files: files.length,
      };
    };
    return {
      firstContentfulPaint: times.contentfulPaint,
      // Painted no earlier than the first paint, even when it was in the document before.
      contentVisible: Math.max(times.contentfulPaint, times.contentShown),
      interactive: Math.max(times.ready, times.contentfulPaint, times.contentShown),
      prerendered,
      serverRendered,
      js: sum('js'),
      scripts: downloaded
        .filter((entry) => entry.type === 'js')
        .map((entry) => ({ file: entry.file, gzip: gzipSync(entry.bytes).length }))
        .sort((a, b) => b.gzip - a.gzip),
      css: sum('css'),
    };
  } finally {
    await context.close();
  }
}

/**
 * Cold loads in Chromium of /login, the signed-in workbench and 员工管理, interleaved round by round so
 * that the three see the same machine: per page the JS and CSS downloaded (raw, and gzip as a
 * compressing server or CDN would send them), the first contentful paint and when the page's content
 * showed, medians of `loads` loads. A signed-in load starts with only the session in the browser (the
 * token in local storage and its cookie), as a member coming back finds the console.
 */
export async function benchConsolePages(root: string, loads = 5): Promise<ConsoleLoadsResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-console-'));
  const server = await startServer({ root, dataDir, nodeArgs: [] });
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const token = await signInToOrganization(server.baseUrl);
    const runs = new Map<ConsolePageName, OneLoad[]>(CONSOLE_PAGES.map(({ page }) => [page, []]));
    // One round first, not counted: a server just started answers its first calls of each kind before
    // its code is compiled (the first workbench's batch took up to 490 ms, then ~15 ms); a member meets a
    // server that has been running. The browser's side stays cold: each load is a new context.
    for (const definition of CONSOLE_PAGES) {
      await loadCold(
        browser,
        `${server.baseUrl}${definition.path}`,
        definition.page,
        definition.signedIn ? token : undefined,
      );
    }
    for (let round = 0; round < loads; round += 1) {
      for (const definition of CONSOLE_PAGES) {
        const url = `${server.baseUrl}${definition.path}`;
        const load = await loadCold(browser, url, definition.page, definition.signedIn ? token : undefined);
        runs.get(definition.page)!.push(load);
      }
    }
    const pages = CONSOLE_PAGES.map((definition): PageLoadResult => {
      const measured = runs.get(definition.page)!;
      // The bytes of the last load (every load of a page downloads the same files).
      const last = measured[measured.length - 1]!;
      return {
        page: definition.page,
        path: definition.path,
        loads,
        content: definition.content,
        medianFirstContentfulPaintMs: median(measured.map((load) => load.firstContentfulPaint)),
        medianContentVisibleMs: median(measured.map((load) => load.contentVisible)),
        medianInteractiveMs: median(measured.map((load) => load.interactive)),
        serverRendered: measured.every((load) => load.serverRendered),
        js: last.js,
        scripts: last.scripts,
        css: last.css,
        budgetKiB: definition.budgetKiB,
        withinBudget: last.js.gzip <= definition.budgetKiB * KiB,
      };
    });
    const login = runs.get('login')!;
    const loginPainted = pages.find((page) => page.page === 'login')!.medianContentVisibleMs;
    const dashboardShown = pages.find((page) => page.page === 'dashboard')!.medianContentVisibleMs;
    const ratio = dashboardShown / loginPainted;
    const staffRatio = pages.find((page) => page.page === 'staff')!.medianContentVisibleMs / dashboardShown;
    return {
      loads,
      account: '13800000001 张伟, 星河科技园',
      pages,
      login: {
        prerendered: login.every((load) => load.prerendered),
        medianInteractiveMs: median(login.map((load) => load.interactive)),
        paintGoalMs: LOGIN_PAINT_GOAL_MS,
        meetsPaintGoal: loginPainted <= LOGIN_PAINT_GOAL_MS,
      },
      dashboardToLogin: {
        ratio,
        goal: DASHBOARD_TO_LOGIN_GOAL,
        meetsGoal: ratio <= DASHBOARD_TO_LOGIN_GOAL,
      },
      staffToDashboard: {
        ratio: staffRatio,
        goal: STAFF_TO_DASHBOARD_GOAL,
        meetsGoal: staffRatio <= STAFF_TO_DASHBOARD_GOAL,
      },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
