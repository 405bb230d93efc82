import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Resource } from '@core/routing/resource';
import { generateRoutes } from '@core/routing/route-factory';
import type { ResolvedView, ViewResolver } from '@core/routing/view-resolver';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';
import { startServer } from './server-process';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A tree like a large deployment's: directories of directories of menus with buttons under them. */
export function generatedResourceTree(size: number): Resource[] {
  const tree: Resource[] = [];
  let count = 0;
  for (let area = 0; count < size; area += 1) {
    const areaCode = `AREA_${area}`;
    const groups: Resource[] = [];
    count += 1;
    for (let group = 0; group < 10 && count < size; group += 1) {
      const groupCode = `${areaCode}_GROUP_${group}`;
      const menus: Resource[] = [];
      count += 1;
      for (let item = 0; item < 12 && count < size; item += 1) {
        const code = `${groupCode}_MENU_${item}`;
        const buttons: Resource[] = [];
        count += 1;
        for (let button = 0; button < 3 && count < size; button += 1) {
          buttons.push({
            type: 'RESOURCE_TYPE_PERMISSION_ACTION',
            code: `${code}_BTN_${button}`,
            name: '按钮',
          });
          count += 1;
        }
        menus.push({
          type: 'RESOURCE_TYPE_MENU_PC',
          code,
          name: `菜单 ${item}`,
          pathUrl: `/${code}`,
          childs: buttons,
        });
      }
      groups.push({
        type: 'RESOURCE_TYPE_DIRECTORY_PC',
        code: groupCode,
        name: `分组 ${group}`,
        childs: menus,
      });
    }
    tree.push({ type: 'RESOURCE_TYPE_DIRECTORY_PC', code: areaCode, name: `区域 ${area}`, childs: groups });
  }
  return tree;
}

export interface RouteGenerationResult {
  resources: number;
  runs: number;
  medianMs: number;
  maxMs: number;
  routes: number;
}

/** Route generation for a 10 000-resource tree: the work the console does once per sign-in. */
export function benchRouteGeneration(size = 10_000, runs = 31): RouteGenerationResult {
  const tree = generatedResourceTree(size);
  // Every menu has a registered view, as in a fully built deployment: the registry is a map lookup.
  const load = () => Promise.resolve({ default: () => null });
  const registered = new Map<string, ResolvedView>();
  const register = (nodes: readonly Resource[]) => {
    for (const node of nodes) {
      if (node.type === 'RESOURCE_TYPE_MENU_PC') {
        registered.set(node.code, { plugin: 'bench', load, declaration: { view: node.code } });
      }
      register(node.childs ?? []);
    }
  };
  register(tree);
  const views: ViewResolver = { resolve: (_parent, code) => registered.get(code) };
  const timings: number[] = [];
  let routes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    routes = generateRoutes(tree, views).routes.length;
    timings.push(performance.now() - started);
  }
  return {
    resources: size,
    runs,
    medianMs: median(timings.slice(1)),
    maxMs: Math.max(...timings.slice(1)),
    routes,
  };
}

export interface FirstLoadResult {
  loads: number;
  /** The form painted: first contentful paint, or later if the form was inserted after it. */
  medianFormPaintedMs: number;
  /** The console hydrated (or rendered) and its effects ran: typing and signing in are handled by React. */
  medianInteractiveMs: number;
  /** Whether the form came in the HTML itself (the prerendered login page). */
  prerendered: boolean;
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
}

/** Runs in the page before its scripts: when the telephone field first entered the document. */
const watchFormInsertion = () => {
  const record = () => {
    if (document.querySelector('input[autocomplete=username]')) {
      (window as unknown as { __formInsertedAt?: number }).__formInsertedAt ??= performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (record()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * Cold loads of /login in Chromium (a new browser context each, so nothing is cached): the JS and CSS
 * it downloads (raw, and gzip as a compressing server or CDN would send them), the time from the start
 * of navigation until the login form is painted, and until the console is interactive.
 */
export async function benchFirstLoad(root: string, loads = 5): Promise<FirstLoadResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-console-'));
  const server = await startServer({ root, dataDir, nodeArgs: [] });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  try {
    const painted: number[] = [];
    const interactive: number[] = [];
    let prerendered = false;
    let js = { raw: 0, gzip: 0, files: 0 };
    let css = { raw: 0, gzip: 0, files: 0 };
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      await page.addInitScript(watchFormInsertion);
      const bodies: Promise<{ type: 'js' | 'css'; bytes: Buffer }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          bodies.push(response.body().then((bytes) => ({ type: type === 'script' ? 'js' : 'css', bytes })));
        }
      });
      const document = await page.goto(`${server.baseUrl}/login`, { waitUntil: 'commit' });
      await page.getByLabel('手机号').first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForSelector('html[data-console-ready]', { timeout: 30_000 });
      const times = (await page.evaluate(`({
        contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        formInserted: window.__formInsertedAt ?? 0,
        ready: performance.getEntriesByName('atrium:console-ready')[0]?.startTime ?? performance.now(),
      })`)) as { contentfulPaint: number; formInserted: number; ready: number };
      painted.push(Math.max(times.contentfulPaint, times.formInserted));
      interactive.push(times.ready);
      prerendered = (await document?.text())?.includes('手机号') ?? false;
      await page.waitForLoadState('networkidle');
      const downloaded = await Promise.all(bodies);
      const sum = (kind: 'js' | 'css') => {
        const files = downloaded.filter((entry) => entry.type === kind);
        return {
          raw: files.reduce((total, entry) => total + entry.bytes.length, 0),
          gzip: files.reduce((total, entry) => total + gzipSync(entry.bytes).length, 0),
          files: files.length,
        };
      };
      js = sum('js');
      css = sum('css');
      await context.close();
    }
    return {
      loads,
      medianFormPaintedMs: median(painted),
      medianInteractiveMs: median(interactive),
      prerendered,
      js,
      css,
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatConsoleBench(
  routeGeneration: RouteGenerationResult,
  firstLoad: FirstLoadResult | string,
): string {
  const lines = [
    'console',
    `  route generation: ${routeGeneration.resources.toLocaleString('en')} resources → ${routeGeneration.routes} top-level routes, ` +
      `median ${routeGeneration.medianMs.toFixed(2)} ms (max ${routeGeneration.maxMs.toFixed(2)} ms, ${routeGeneration.runs - 1} runs)  ` +
      `goal < 20 ms: ${routeGeneration.medianMs < 20 ? 'yes' : 'no'}`,
  ];
  if (typeof firstLoad === 'string') {
    lines.push(`  first load of /login: skipped (${firstLoad})`);
  } else {
    lines.push(
      `  first load of /login (median of ${firstLoad.loads} cold loads${firstLoad.prerendered ? ', form prerendered in the HTML' : ''}):`,
      `    form painted after ${firstLoad.medianFormPaintedMs.toFixed(0)} ms  goal ≤ 300 ms: ${firstLoad.medianFormPaintedMs <= 300 ? 'yes' : 'no'}`,
      `    interactive (console hydrated) after ${firstLoad.medianInteractiveMs.toFixed(0)} ms`,
      `    JS  ${firstLoad.js.files} files, ${kb(firstLoad.js.raw)} raw, ${kb(firstLoad.js.gzip)} gzip  goal ≤ 250 KB gzip: ${firstLoad.js.gzip <= 250 * 1024 ? 'yes' : 'no'}`,
      `    CSS ${firstLoad.css.files} files, ${kb(firstLoad.css.raw)} raw, ${kb(firstLoad.css.gzip)} gzip`,
    );
  }
  return lines.join('\n');
}
