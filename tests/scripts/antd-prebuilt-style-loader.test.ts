import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseSync } from '@swc/core';

const require = createRequire(__filename);
const loader = require('../../scripts/antd-prebuilt-style-loader.cjs') as (
  this: { getOptions(): { keep: string[] }; resourcePath: string },
  source: string,
) => string;

const antd = path.dirname(require.resolve('antd/package.json'));

/** The loader run on one of antd's own modules, as rspack runs it. */
function load(file: string, keep: string[] = []): { source: string; out: string } {
  const resourcePath = path.join(antd, 'es', file);
  const source = readFileSync(resourcePath, 'utf8');
  return { source, out: loader.call({ getOptions: () => ({ keep }), resourcePath }, source) };
}

describe('antd’s style hooks without their generators (scripts/antd-prebuilt-style-loader.cjs)', () => {
  it.each([
    // file, the call left, what it keeps
    [
      'table/style/index.js',
      "genStyleHooks('Table', () => [], prepareComponentToken",
      'prepareComponentToken',
    ],
    ['badge/style/index.js', "genStyleHooks('Badge', () => [], prepareComponentToken)", 'indicatorZIndex'],
    ['select/style/index.js', "genStyleHooks('Select', () => []", 'prepareComponentToken'],
    ['form/style/fallbackCmp.js', "genSubStyleComponent(['Form', 'item-item'], () => []", 'prepareToken'],
  ])('%s: the style function becomes `() => []`, the tokens stay', (file, call, kept) => {
    const { source, out } = load(file);
    expect(out).toContain(call);
    expect(out).toContain(kept);
    expect(out.length).toBeLessThan(source.length);
  });

  it.each([
    ['a component the sign-in page renders', 'button/style/index.js', ['button']],
    ['a module that is not a style', 'table/Table.js', []],
    ['a style module without a style hook', 'style/index.js', []],
  ])('leaves %s as it is', (_what, file, keep) => {
    const { source, out } = load(file, keep);
    expect(out).toBe(source);
  });

  it('rewrites every call in a module, and what it writes still parses', () => {
    const { out } = load('input/style/index.js');
    expect(out).toContain("genStyleHooks(['Input', 'Shared'], () => []");
    expect(out).toContain("genStyleHooks(['Input', 'Component'], () => []");
    expect(() => parseSync(out, { syntax: 'ecmascript' })).not.toThrow();
  });
});
