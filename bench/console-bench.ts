import type { Resource } from '@core/routing/resource';
import { generateRoutes } from '@core/routing/route-factory';
import type { ResolvedView, ViewResolver } from '@core/routing/view-resolver';
import type { ConsoleLoadsResult } from './console-pages';
import { table } from './report';
import { median } from './stats';

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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const yesNo = (yes: boolean) => (yes ? 'yes' : 'no');

/** The console's cold page loads against their budgets (console-pages.ts). */
function formatPageLoads(result: ConsoleLoadsResult): string[] {
  const rows = result.pages.map((page) => [
    page.path,
    `${page.js.files}`,
    kib(page.js.gzip),
    `≤ ${page.budgetKiB} KiB`,
    yesNo(page.withinBudget),
    page.medianFirstContentfulPaintMs.toFixed(0),
    page.medianContentVisibleMs.toFixed(0),
    page.medianInteractiveMs.toFixed(0),
    `${page.css.files} / ${kib(page.css.gzip)}`,
  ]);
  const { login, dashboardToLogin, staffToDashboard } = result;
  return [
    `  cold loads of the console (after one round not counted, on a server just started), median of ${result.loads} each, interleaved; signed in as ${result.account}` +
      `${login.prerendered ? '; /login prerendered in the HTML' : ''}:`,
    ...table(
      [
        'page',
        'JS files',
        'JS gzip',
        'budget',
        'within',
        'FCP ms',
        'content ms',
        'interactive ms',
        'CSS files / gzip',
      ],
      rows,
      new Set([1, 2, 5, 6, 7]),
    ).map((line) => `    ${line}`),
    ...result.pages.map(
      (page) =>
        `    content of ${page.path}: ${page.content}${page.serverRendered ? ' (drawn by the server)' : ''}`,
    ),
    `    /login form painted after ${result.pages[0]!.medianContentVisibleMs.toFixed(0)} ms  ` +
      `goal ≤ ${login.paintGoalMs} ms: ${yesNo(login.meetsPaintGoal)}; interactive (console hydrated) after ` +
      `${login.medianInteractiveMs.toFixed(0)} ms`,
    `    dashboard content visible ÷ login form painted: ${dashboardToLogin.ratio.toFixed(2)}  ` +
      `goal ≤ ${dashboardToLogin.goal}: ${yesNo(dashboardToLogin.meetsGoal)}`,
    `    员工管理 first row ÷ dashboard content visible: ${staffToDashboard.ratio.toFixed(2)}  ` +
      `goal ≤ ${staffToDashboard.goal}: ${yesNo(staffToDashboard.meetsGoal)}`,
  ];
}

export function formatConsoleBench(
  routeGeneration: RouteGenerationResult,
  pageLoads: ConsoleLoadsResult | string,
): string {
  const lines = [
    'console',
    `  route generation: ${routeGeneration.resources.toLocaleString('en')} resources → ${routeGeneration.routes} top-level routes, ` +
      `median ${routeGeneration.medianMs.toFixed(2)} ms (max ${routeGeneration.maxMs.toFixed(2)} ms, ${routeGeneration.runs - 1} runs)  ` +
      `goal < 20 ms: ${yesNo(routeGeneration.medianMs < 20)}`,
  ];
  if (typeof pageLoads === 'string') lines.push(`  cold page loads: skipped (${pageLoads})`);
  else lines.push(...formatPageLoads(pageLoads));
  return lines.join('\n');
}
