import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import type { NodeUser } from '../manifests/contracts/approval-flow';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium';
import { countFlow, largeFlow, largeFlowForm } from '../tests/server/approval/support/large-flow';
import { DEMO_TELEPHONE, post, signInToOrganization } from './api';
import type { Cleanup } from './cleanup';
import { cpuBusy } from './report';
import { startServer, usingServer } from './server-process';

/**
 * The flow designer in Chromium (issue 19), on the production console and server: a template whose
 * draft holds the large flow of the component test (199 nodes and branches, 20 of them branches),
 * made through the configuration API as 张伟. Measured, each after warm-ups:
 * - opening 流程配置: from the click on its step in 表单配置 (reloaded before each) until every node
 *   card is in the document and the frame after it has been painted, with the page's script time
 *   over that span (CDP `Performance.getMetrics`, ScriptDuration), and until the page has settled
 *   (the organisation's members, departments and roles arrive and the cards are drawn with them);
 * - adding an approver with the + between two nodes deep in the flow (in a branch of a router nested
 *   in a branch): the script time from the click on 审批人 until the new card is drawn, and the wall
 *   time until the frame after it; each add is undone (撤销) before the next, as the flow is then at
 *   the designer's limit of 200.
 * Clicks that are measured go through CDP mouse events, so no Playwright script runs in the page
 * during a measured span.
 */
const RUNS = 12;
const WARMUPS = 2;
/** The + below this node: in the first branch of the router nested in r5's first branch. */
const ADD_AFTER = 'r5x-b-3';
const TEMPLATE_NAME = '基准大流程';
const DEMO_PASSWORD = 'Atrium@2026';
const ORGANIZATION_NAME = '星河科技园';

export const DESIGNER_GOALS = { openMs: 300, addScriptMs: 16 } as const;

export interface DesignerTimed {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

export interface DesignerBenchResult {
  flow: { nodes: number; branches: number; routers: number; cards: number };
  /** Fraction of CPU time other processes used just before the measurements. */
  busyBefore: number;
  open: { wallMs: DesignerTimed; scriptMs: DesignerTimed; settledScriptMs: DesignerTimed };
  /** `layoutMs`: recalculating style and laying out, over the same span as the script time. */
  add: { after: string; wallMs: DesignerTimed; scriptMs: DesignerTimed; layoutMs: DesignerTimed };
  warmups: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
function timed(samples: readonly number[]): DesignerTimed {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), runs: samples.length };
}

interface Painted {
  /** The measured click's event time (the page's clock). */
  clickedAt: number;
  /** When the expected number of cards was first in the document. */
  seenAt: number;
  /** After the frame that follows it: a task posted from requestAnimationFrame runs once it is drawn. */
  paintedAt: number;
}

/**
 * Runs in the page before a measured click: resolves `window.__designerBench` once `expected` cards
 * are in the document and the next frame is drawn. A live collection keeps the observer's own work
 * to a length read per batch of mutations.
 */
const watchCards = (expected: number) => {
  const target = window as unknown as { __designerBench?: Promise<Painted> };
  target.__designerBench = new Promise<Painted>((resolve) => {
    let clickedAt = Number.NaN;
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const cards = document.getElementsByClassName('atrium-flow-card');
    const observer = new MutationObserver(() => {
      if (cards.length < expected) return;
      observer.disconnect();
      const seenAt = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ clickedAt, seenAt, paintedAt: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
};

/** The demo park's 张伟 and 赵敏, as a node's approvers. */
async function demoApprovers(baseUrl: string, token: string): Promise<NodeUser[]> {
  const people: NodeUser[] = [];
  for (const name of ['张伟', '赵敏']) {
    const found = await post<{ list: { uniqueId: string; name: string }[] }>(
      baseUrl,
      '/enterprise/v1/staff/page',
      { pageNum: 1, pageSize: 20, keyword: name },
      token,
    );
    const person = found.list.find((member) => member.name === name);
    if (!person) throw new Error(`${name} is not a member of the demo park`);
    people.push({ id: person.uniqueId, name, kind: 'member' });
  }
  return people;
}

/** A new template whose draft is the large flow; its uniqueId. */
async function createLargeTemplate(baseUrl: string, token: string): Promise<string> {
  const call = <T>(api: string, body: object) =>
    post<T>(baseUrl, `/enterprise/v1/approval/${api}`, body, token);
  const catalog = await call<{ groups: { uniqueId: string }[] }>('template/list', {});
  const group = catalog.groups[0];
  if (!group) throw new Error('the demo park has no approval group');
  const { uniqueId } = await call<{ uniqueId: string }>('template/create', {
    name: TEMPLATE_NAME,
    groupUniqueId: group.uniqueId,
  });
  const draft = await call<{ revision: number }>('template/draft', { uniqueId });
  const flow = largeFlow(await demoApprovers(baseUrl, token));
  await call('template/draft/save', { uniqueId, revision: draft.revision, form: largeFlowForm, flow });
  return uniqueId;
}

export async function benchDesigner(root: string, cleanup: Cleanup): Promise<DesignerBenchResult> {
  if (!existsSync(chromiumExecutable)) {
    throw new Error(
      `Chromium is missing at ${chromiumExecutable}: install Debian's chromium package or set CHROMIUM_PATH`,
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-designer-'));
  const removeDataDir = cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServer({ root, dataDir, nodeArgs: [], cleanup });
    return await usingServer(server, async () => {
      const token = await signInToOrganization(server.baseUrl);
      const uniqueId = await createLargeTemplate(server.baseUrl, token);
      const counts = countFlow(largeFlow());
      const flow = { ...counts, cards: counts.nodes - counts.routers + counts.branches };
      console.log(
        `designer: a draft of ${counts.nodes} nodes (${counts.routers} routers) and ${counts.branches} branches, ` +
          `${flow.cards} cards; measuring in Chromium…`,
      );
      // Playwright's own signal handlers would exit before the bench's cleanup; the browser is one of its steps.
      const browser = await chromium.launch({
        executablePath: chromiumExecutable,
        args: chromiumArgs,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      const closeBrowser = cleanup.add(() => browser.close());
      try {
        const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await signInInBrowser(page, server.baseUrl);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const spentMs = async (): Promise<Spent> => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
          return { script: ms('ScriptDuration'), layout: ms('LayoutDuration') + ms('RecalcStyleDuration') };
        };
        const measured = { page, spentMs, cards: flow.cards, quiet: quietOf(page) };
        const busyBefore = await cpuBusy(500);
        const open = await measureOpens(measured, `${server.baseUrl}/APPROVAL_CONFIG?uniqueId=${uniqueId}`);
        const add = await measureAdds(measured);
        return { flow, busyBefore, open, add, warmups: WARMUPS };
      } finally {
        await closeBrowser();
      }
    });
  } finally {
    await removeDataDir();
  }
}

/** The page's main-thread time so far, in ms: running script; recalculating style and laying out. */
interface Spent {
  script: number;
  layout: number;
}

interface Measured {
  page: Page;
  spentMs: () => Promise<Spent>;
  cards: number;
  /** Resolves once no request of the page has been in flight for `ms`. */
  quiet: (ms: number) => Promise<void>;
}

/** `Measured.quiet` for `page`: Playwright's own networkidle fires once per document, not after each click. */
function quietOf(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (ms) => {
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - lastChange < ms) {
      if (Date.now() > deadline) throw new Error(`the page kept ${inFlight} requests in flight for 30 s`);
      await page.waitForTimeout(50);
    }
  };
}

async function signInInBrowser(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('手机号').fill(DEMO_TELEPHONE);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/organize/, { timeout: 30_000 });
  await page.getByRole('button', { name: new RegExp(ORGANIZATION_NAME) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/organize'), { timeout: 30_000 });
}

/** The centre of what `locator` finds, for a CDP click. */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element to click is not displayed');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** One measured click: the page's times, and the main thread's from before the click until drawn. */
async function measuredClick(
  { page, spentMs }: Measured,
  point: { x: number; y: number },
  expectedCards: number,
) {
  await page.evaluate(watchCards, expectedCards);
  const before = await spentMs();
  await page.mouse.click(point.x, point.y);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${expectedCards} cards were not drawn within 30 s of the click`)),
      30_000,
    );
  });
  const painted = (await Promise.race([page.evaluate('window.__designerBench'), expired]).finally(() =>
    clearTimeout(timer),
  )) as Painted;
  const after = await spentMs();
  if (Number.isNaN(painted.clickedAt)) throw new Error('the measured click did not reach the page');
  return {
    wall: painted.paintedAt - painted.clickedAt,
    script: after.script - before.script,
    layout: after.layout - before.layout,
    before,
  };
}

/** 表单配置 reloaded, then 流程配置 clicked: until its cards are drawn, and until the page settles. */
async function measureOpens(measured: Measured, formUrl: string): Promise<DesignerBenchResult['open']> {
  const { page, spentMs, quiet } = measured;
  const wall: number[] = [];
  const script: number[] = [];
  const settled: number[] = [];
  for (let run = 0; run < WARMUPS + RUNS; run++) {
    await page.goto(formUrl);
    await page.getByRole('list', { name: '表单字段' }).waitFor({ timeout: 30_000 });
    await quiet(500);
    const step = page.locator('.ant-segmented-item').filter({ hasText: '流程配置' });
    const opened = await measuredClick(measured, await centreOf(step), measured.cards);
    await quiet(500);
    const settledScript = (await spentMs()).script - opened.before.script;
    if (run < WARMUPS) continue;
    wall.push(opened.wall);
    script.push(opened.script);
    settled.push(settledScript);
  }
  return { wallMs: timed(wall), scriptMs: timed(script), settledScriptMs: timed(settled) };
}

/** An approver added with the + below ADD_AFTER, then undone; the flow open in 流程配置. */
async function measureAdds(measured: Measured): Promise<DesignerBenchResult['add']> {
  const { page, quiet } = measured;
  const wall: number[] = [];
  const script: number[] = [];
  const layout: number[] = [];
  const cards = page.locator('.atrium-flow-card');
  const plus = page.locator(`.atrium-flow-card[data-node-id="${ADD_AFTER}"] + .atrium-flow-add > button`);
  for (let run = 0; run < WARMUPS + RUNS; run++) {
    await plus.click();
    const choice = page.getByRole('menuitem', { name: '审批人' });
    await choice.waitFor();
    const added = await measuredClick(measured, await centreOf(choice), measured.cards + 1);
    if (run >= WARMUPS) {
      wall.push(added.wall);
      script.push(added.script);
      layout.push(added.layout);
    }
    await page.getByRole('button', { name: '撤销', exact: true }).click();
    await page.waitForFunction(
      (count) => document.getElementsByClassName('atrium-flow-card').length === count,
      measured.cards,
    );
    // The undo's autosave (a second after the edit) done before the next add.
    await quiet(1_500);
    if ((await cards.count()) !== measured.cards) throw new Error('the undone add left a card behind');
  }
  return { after: ADD_AFTER, wallMs: timed(wall), scriptMs: timed(script), layoutMs: timed(layout) };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const figures = (timing: DesignerTimed) => `median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms`;

export function formatDesignerBench(result: DesignerBenchResult | string): string {
  const lines = [
    `designer (goals: 流程配置 opened and painted < ${DESIGNER_GOALS.openMs} ms, ` +
      `< ${DESIGNER_GOALS.addScriptMs} ms of script per added node)`,
  ];
  if (typeof result === 'string') {
    lines.push(`  skipped or failed: ${result}`);
    return lines.join('\n');
  }
  const { flow, open, add } = result;
  lines.push(
    `  a draft of ${flow.nodes} nodes (${flow.routers} routers) and ${flow.branches} branches: ${flow.cards} cards, ` +
      `${open.wallMs.runs} runs each after ${result.warmups} warm-ups, CPUs ${Math.round(result.busyBefore * 100)}% busy before`,
    `  open 流程配置 (click → every card drawn and painted): ${figures(open.wallMs)} ` +
      `${mark(open.wallMs.medianMs < DESIGNER_GOALS.openMs)}`,
    `    script over that span: ${figures(open.scriptMs)}; until settled (members and roles drawn in): ${figures(open.settledScriptMs)}`,
    `  add an approver below ${add.after} (click → card drawn): script ${figures(add.scriptMs)} ` +
      `${mark(add.scriptMs.medianMs < DESIGNER_GOALS.addScriptMs)}`,
    `    style and layout: ${figures(add.layoutMs)}; wall time until the next frame: ${figures(add.wallMs)}`,
  );
  return lines.join('\n');
}
