import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';
import { openDatabase } from '../server/db/open-database';
import { signInToOrganization } from './api';
import { startServer } from './server-process';
import { median } from './stats';

/** What one interaction cost on the main thread: until its result showed, and the long tasks meanwhile. */
export interface InteractionCost {
  /** Median ms from the action until the result is on screen. */
  medianShownMs: number;
  /** Longest task seen in any run (ms); Chromium reports tasks over 50 ms only. */
  maxLongTaskMs: number;
  /** Long tasks (over 50 ms) summed over all runs. */
  longTasks: number;
}

export interface MarketBenchResult {
  applications: number;
  runs: number;
  open: InteractionCost;
  filter: InteractionCost;
}

/** Adds `size` applications to the market catalogue of a stopped server's database. */
async function addApplications(dataDir: string, size: number): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await db.query(
      `insert into applications (unique_id, agent_id, name, pc_name, icon_url, introduction, category, pc_url, app_url, sort)
       select 'bench-app-' || n, 'bench' || lpad(n::text, 11, '0'), '测试应用 ' || n, '测试应用 ' || n, '',
              '用于基准测试的应用：名称、图标与简介齐全。', '基准分类 ' || lpad((n % 40)::text, 2, '0'), '',
              'https://m.example.com/app/' || n, 1000 + n
         from generate_series(1, $1::integer) as n`,
      [size],
    );
  } finally {
    await db.close();
  }
}

/** Runs in the page before its scripts: records every long task (> 50 ms) of the main thread. */
const recordLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
    return tasks.splice(0);
  });

async function measure(page: Page, action: () => Promise<void>, shown: () => Promise<void>) {
  await takeLongTasks(page);
  const started = Date.now();
  await action();
  await shown();
  const shownMs = Date.now() - started;
  // Whatever the interaction set off (the scroll 200 ms after opening, late renders) counts too.
  await page.waitForTimeout(1_000);
  return { shownMs, tasks: await takeLongTasks(page) };
}

function cost(samples: { shownMs: number; tasks: number[] }[]): InteractionCost {
  const tasks = samples.flatMap((sample) => sample.tasks);
  return {
    medianShownMs: median(samples.map((sample) => sample.shownMs)),
    maxLongTaskMs: tasks.length ? Math.max(...tasks) : 0,
    longTasks: tasks.length,
  };
}

/**
 * The 收藏 drawer's market with `size` more applications (issue 4): opening it and filtering it by
 * keyword in Chromium, with a PerformanceObserver counting the main thread's long tasks.
 */
export async function benchMarket(root: string, size = 5_000, runs = 3): Promise<MarketBenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-market-'));
  // The first start migrates and seeds the database; the applications are added while it is stopped.
  const seeding = await startServer({ root, dataDir, nodeArgs: [] });
  await seeding.stop();
  await addApplications(dataDir, size);
  const server = await startServer({ root, dataDir, nodeArgs: [] });
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const token = await signInToOrganization(server.baseUrl);
    const opens: { shownMs: number; tasks: number[] }[] = [];
    const filters: { shownMs: number; tasks: number[] }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
      await context.addInitScript((value) => {
        localStorage.setItem('atrium.token', JSON.stringify(value));
      }, token);
      await context.addInitScript(recordLongTasks);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/dashboard`);
      await page.waitForSelector('html[data-console-ready]');
      const favourites = page.getByRole('button', { name: '收藏' }).first();
      await favourites.waitFor();
      await page.waitForLoadState('networkidle');
      const market = page.getByRole('region', { name: '应用市场' });
      opens.push(
        await measure(
          page,
          () => favourites.click(),
          // The first rows of the market on screen (with thousands, only those on screen exist).
          () => market.getByRole('listitem').first().waitFor(),
        ),
      );
      filters.push(
        await measure(
          page,
          () => market.getByRole('textbox', { name: '搜索应用' }).fill('测试应用 4999'),
          () => market.getByText('测试应用 4999', { exact: true }).waitFor(),
        ),
      );
      await context.close();
    }
    return { applications: size, runs, open: cost(opens), filter: cost(filters) };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatMarketBench(result: MarketBenchResult | string): string {
  if (typeof result === 'string') return `  market with 5 000 applications: skipped (${result})`;
  const line = (label: string, interaction: InteractionCost) =>
    `    ${label}: shown after ${interaction.medianShownMs.toFixed(0)} ms (median), ` +
    `${interaction.longTasks} long tasks, longest ${interaction.maxLongTaskMs.toFixed(0)} ms  ` +
    `goal no task over 50 ms: ${interaction.longTasks === 0 ? 'yes' : 'no'}`;
  return [
    `  market in the 收藏 drawer with ${result.applications.toLocaleString('en')} more applications (${result.runs} runs):`,
    line('open the drawer', result.open),
    line('filter by keyword', result.filter),
  ].join('\n');
}
