/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_CHUNKS } from '@core/prerender/first-screen-html';

const pluginsDir = path.resolve(__dirname, '..', '..', '..', 'plugins');

/** What a plugin puts on the first screen (the navbar and the workbench), as written in its index.ts. */
function firstScreenSlots(): { plugin: string; slot: string; chunk: string | undefined }[] {
  const found: { plugin: string; slot: string; chunk: string | undefined }[] = [];
  for (const plugin of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!plugin.isDirectory()) continue;
    let source: string;
    try {
      source = readFileSync(path.join(pluginsDir, plugin.name, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(
      /\b(workbench|workbenchStats|navbarActions):\s*\(\)\s*=>\s*import\(([^)]*)\)/g,
    )) {
      found.push({
        plugin: plugin.name,
        slot: match[1]!,
        chunk: /webpackChunkName:\s*"([^"]+)"/.exec(match[2]!)?.[1],
      });
    }
  }
  return found;
}

describe('the first screen’s chunks are named so the build preloads them (README "Adding an area")', () => {
  const slots = firstScreenSlots();

  it('finds the areas’ navbar and workbench contributions', () => {
    expect(slots.map(({ plugin }) => plugin)).toEqual(
      expect.arrayContaining(['notice', 'market', 'approval']),
    );
  });

  it.each(slots.map((slot) => [slot.plugin, slot.slot, slot.chunk]))(
    '%s’s %s loads as chunk %s, which index.html preloads',
    (plugin, _slot, chunk) => {
      expect(chunk).toMatch(FIRST_SCREEN_CHUNKS);
      expect(chunk?.startsWith(`${plugin}-`)).toBe(true);
    },
  );
});

/** The chunks of what plugins (and the fixtures) put in page slots, as written in their index.ts. */
function pageSlotFills(): { plugin: string; chunk: string | undefined }[] {
  const fixturesDir = path.resolve(__dirname, '..', '..', 'fixtures');
  return [pluginsDir, fixturesDir].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return [];
      let source: string;
      try {
        source = readFileSync(path.join(dir, entry.name, 'index.ts'), 'utf8');
      } catch {
        return [];
      }
      return [...source.matchAll(/\bfillSlot\([\s\S]*?\bload:\s*\(\)\s*=>\s*import\(([^)]*)\)/g)].map(
        (match) => ({
          plugin: entry.name,
          chunk: /webpackChunkName:\s*"([^"]+)"/.exec(match[1]!)?.[1],
        }),
      );
    }),
  );
}

describe('page slot fills load as chunks of their own, never with the first screen', () => {
  const fills = pageSlotFills();

  it('finds the fixture area’s fill of 审批详情', () => {
    expect(fills).toContainEqual({ plugin: 'visitor-log', chunk: 'visitor-log-approval-business' });
  });

  it.each(fills.map((fill) => [fill.plugin, fill.chunk]))('%s’s fill loads as chunk %s', (plugin, chunk) => {
    expect(chunk?.startsWith(`${plugin}-`)).toBe(true);
    expect(chunk).not.toMatch(FIRST_SCREEN_CHUNKS);
  });
});
