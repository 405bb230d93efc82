/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import {
  ALL_FUNCTIONS_CALLED_ON_LOAD,
  moduleFactoryInsertions,
  withInsertions,
} from '@core/prerender/compile-hints';

/** A chunk as the bundler writes it, minified: its module map of method-shorthand factories. */
const CHUNK =
  '(self.rspackChunkatrium=self.rspackChunkatrium||[]).push([[7],{' +
  '101(e,t,i){i.d(t,{A:()=>r});let r={name:"工作台",items:{1(){return 1},2(){return 2}}}},' +
  '102(e,t,i){e.exports=function(){return"审批"+i(101).A.name}}}]);';

/** The runtime's own map, arrow factories as a key-value object. */
const RUNTIME = '(()=>{var e={5:(e,t)=>{t.v="设置"},6:(e,t,n)=>{t.w=n(5).v+"!"}};globalThis.req=e})();';

describe('module factories as PIFEs (V8 compiles them while the script downloads)', () => {
  it('wraps each factory of a chunk’s module map in parentheses, and nothing inside the modules', () => {
    const out = withInsertions(CHUNK, moduleFactoryInsertions(CHUNK));
    expect(out).toBe(
      '(self.rspackChunkatrium=self.rspackChunkatrium||[]).push([[7],{' +
        '101:(function(e,t,i){i.d(t,{A:()=>r});let r={name:"工作台",items:{1(){return 1},2(){return 2}}}}),' +
        '102:(function(e,t,i){e.exports=function(){return"审批"+i(101).A.name}})}]);',
    );
  });

  it('wraps arrow factories too, counting Chinese strings as the script’s characters (not bytes)', () => {
    expect(withInsertions(RUNTIME, moduleFactoryInsertions(RUNTIME))).toBe(
      '(()=>{var e={5:((e,t)=>{t.v="设置"}),6:((e,t,n)=>{t.w=n(5).v+"!"})};globalThis.req=e})();',
    );
  });

  it('finds the positions after a leading comment (a program’s span starts at its first token)', () => {
    const code = `/*! 许可 */\n${RUNTIME}`;
    expect(withInsertions(code, moduleFactoryInsertions(code))).toBe(
      `/*! 许可 */\n(()=>{var e={5:((e,t)=>{t.v="设置"}),6:((e,t,n)=>{t.w=n(5).v+"!"})};globalThis.req=e})();`,
    );
  });

  it('leaves a script without a module map as it was', () => {
    const code = 'var o={a(){return 1},b:2,1:3};function f(){return{1:()=>1}}';
    expect(moduleFactoryInsertions(code)).toEqual([]);
  });

  it('keeps what the modules do: the wrapped chunk and runtime run as before', () => {
    const run = (code: string) => {
      const pushed: unknown[][] = [];
      const sandbox: Record<string, unknown> = {
        self: { rspackChunkatrium: { push: (x: unknown[]) => pushed.push(x) } },
      };
      sandbox.globalThis = sandbox;
      runInNewContext(code, sandbox);
      const modules = (pushed[0]?.[1] ?? {}) as Record<string, (m: object, e: object, r: unknown) => void>;
      const cache: Record<string, { exports: Record<string, unknown> }> = {};
      const require = Object.assign(
        (id: number) => {
          if (!cache[id]) {
            cache[id] = { exports: {} };
            modules[id]!.call(cache[id].exports, cache[id], cache[id].exports, require);
          }
          return cache[id].exports;
        },
        {
          d: (exports: Record<string, unknown>, getters: Record<string, () => unknown>) => {
            for (const [key, get] of Object.entries(getters)) Object.defineProperty(exports, key, { get });
          },
        },
      );
      return (require(102) as unknown as () => string)();
    };
    expect(run(withInsertions(CHUNK, moduleFactoryInsertions(CHUNK)))).toBe(run(CHUNK));
    expect(run(CHUNK)).toBe('审批工作台');
    const req = (code: string) => {
      const sandbox: Record<string, unknown> = {};
      sandbox.globalThis = sandbox;
      runInNewContext(code, sandbox);
      const map = sandbox.req as Record<string, (m: object, e: Record<string, string>, r: unknown) => void>;
      const five: Record<string, string> = {};
      map[5]!({}, five, undefined);
      const six: Record<string, string> = {};
      map[6]!({}, six, () => five);
      return six.w;
    };
    expect(req(withInsertions(RUNTIME, moduleFactoryInsertions(RUNTIME)))).toBe('设置!');
  });

  it('hints a whole file with V8’s magic comment, on its first line', () => {
    expect(ALL_FUNCTIONS_CALLED_ON_LOAD).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
