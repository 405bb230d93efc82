import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Plugins show times only through core's `formatDateTime`/`formatDate`/`formatExpiry` and say "no
 * expiry" only with `NO_EXPIRY` (core/format/date-time.ts): this fails on a plugin source that formats
 * a date itself or writes another word for it.
 */
const root = path.resolve(__dirname, '..', '..', '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const FORBIDDEN: readonly [string, RegExp][] = [
  ['toLocaleString on a date', /new Date\([^)]*\)\.toLocale\w*String|\.toLocale(Date|Time)String\(/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat/],
  ['a date taken apart', /\.get(FullYear|Month|Date|Hours|Minutes)\(\)/],
  ['a dayjs format pattern', /\.format\(\s*['"`][^'"`]*(YYYY|HH|mm)/],
  ['a date pattern of its own', /['"`]YYYY[-/年]/],
  ['another word for no expiry', /永久有效|无限期|不限期|长期有效/],
];

describe('plugins format no date themselves', () => {
  const files = sources(path.join(root, 'plugins'));

  it('finds the plugin sources', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(FORBIDDEN)('no plugin uses %s', (_what, pattern) => {
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) && !/^(\/\/|\/?\*)/.test(line.trim())
            ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
