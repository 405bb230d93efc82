// How much of each first-screen script a cold signed-in start runs: Chromium's function coverage of one
// load of /dashboard, per script, and per package for one of them (what `FIRST_SCREEN_COLD_MODULES` in
// core/prerender/compile-hints-plugin.ts is chosen from).
//
//   npm run build && npm start            # in another terminal: the console on :8080 with demo data
//   node scripts/first-screen-coverage.mjs [chunk-name-prefix]   # default: first-screen-vendor
//
// BASE (default http://127.0.0.1:8080) and DIST (default dist/) say where the console and its build are.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const dist = process.env.DIST ?? path.join(process.cwd(), 'dist');
const chunk = process.argv[2] ?? 'first-screen-vendor';

const post = async (url, body, token) => {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()).data;
};
const account = await post('/v1/account/login', {
  telephone: '13800000001',
  password: createHash('sha256').update('Atrium@2026').digest('hex'),
});
const { token } = await post(
  '/v1/exchange/owner/account/token',
  { ownerUniqueId: 'xinghe-park' },
  account.token,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
await page.addInitScript((value) => localStorage.setItem('atrium.token', JSON.stringify(value)), token);
await page.coverage.startJSCoverage({ resetOnNavigation: false });
await page.goto(`${base}/dashboard`);
await page.waitForSelector('.atrium-latest-notices__item');
const coverage = await page.coverage.stopJSCoverage();
await browser.close();

/** Per character of a script: 1 where a function that never ran is. */
function unusedOf(entry) {
  const mask = new Uint8Array(entry.source.length);
  for (const fn of entry.functions) {
    for (const range of fn.ranges) if (range.count === 0) mask.fill(1, range.startOffset, range.endOffset);
  }
  return mask;
}

const percent = (part, whole) => `${((100 * part) / whole).toFixed(0)} %`;
const scripts = coverage.filter((entry) => entry.url.includes('/assets/'));
console.log('script'.padEnd(46), 'bytes'.padStart(8), ' never ran');
for (const entry of scripts) {
  const unused = unusedOf(entry).reduce((sum, bit) => sum + bit, 0);
  console.log(
    path.basename(entry.url).padEnd(46),
    String(entry.source.length).padStart(8),
    percent(unused, entry.source.length),
  );
}

const entry = scripts.find((each) => path.basename(each.url).startsWith(chunk));
if (!entry) throw new Error(`no script named ${chunk}… on the first screen`);
const mask = unusedOf(entry);
const map = new TraceMap(
  readFileSync(`${path.join(dist, new URL(entry.url).pathname.slice(1))}.map`, 'utf8'),
);
const lines = entry.source.split('\n');
const lineStarts = [];
for (let offset = 0, line = 0; line < lines.length; offset += lines[line].length + 1, line++)
  lineStarts.push(offset);
/** A package, or antd's folder. */
const packageOf = (source) => {
  const file = (source ?? '?').replace(/.*node_modules\//, '');
  const parts = file.split('/');
  if (file.startsWith('@')) return parts.slice(0, 2).join('/');
  return parts[0] === 'antd' ? `antd/${parts[2]}` : parts[0];
};
const total = new Map();
const unused = new Map();
const mappings = [];
eachMapping(map, (mapping) => mappings.push(mapping));
mappings.forEach((mapping, index) => {
  const next = mappings[index + 1];
  const start = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
  const end =
    next && next.generatedLine === mapping.generatedLine
      ? lineStarts[next.generatedLine - 1] + next.generatedColumn
      : lineStarts[mapping.generatedLine - 1] + lines[mapping.generatedLine - 1].length;
  const key = packageOf(mapping.source);
  total.set(key, (total.get(key) ?? 0) + end - start);
  let never = 0;
  for (let at = start; at < end; at++) never += mask[at];
  unused.set(key, (unused.get(key) ?? 0) + never);
});
console.log(`\n${path.basename(entry.url)}, by package:`);
for (const [key, bytes] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(String(bytes).padStart(8), percent(unused.get(key) ?? 0, bytes).padStart(6), key);
}
