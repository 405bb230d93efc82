// Jest's runner keeps the running test in the harness's SequentialTestContext instead of Node's
// AsyncLocalStorage (tests/support/sequential-test-context.js): that it is the one in use, that it knows
// the running test across awaits and timers, and how it behaves on its own.
import { AsyncLocalStorage } from 'node:async_hooks';
import { SequentialTestContext } from '../../support/sequential-test-context';

interface RunnerStore {
  test?: { name: string };
  hook?: { type: string };
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const runnerStore = (): RunnerStore | undefined =>
  (
    (globalThis as Record<symbol, unknown>)[Symbol.for('atrium.runnerTestContext')] as
      | SequentialTestContext
      | undefined
  )?.getStore() as RunnerStore | undefined;

let seenInHook: RunnerStore | undefined;

describe("the runner's running test", () => {
  beforeEach(async () => {
    await nextTurn();
    seenInHook = runnerStore();
  });

  it('is kept by the harness, naming the test and the hook running, after awaits and timers', async () => {
    expect(seenInHook?.hook?.type).toBe('beforeEach');
    expect(seenInHook?.test?.name).toBe(
      'is kept by the harness, naming the test and the hook running, after awaits and timers',
    );
    await nextTurn();
    await Promise.resolve();
    const store = runnerStore();
    expect(store?.hook).toBeUndefined();
    expect(store?.test?.name).toBe(
      'is kept by the harness, naming the test and the hook running, after awaits and timers',
    );
  });

  it('counts the assertions made after awaits for the test that made them', async () => {
    expect.assertions(2);
    await nextTurn();
    expect(runnerStore()?.test?.name).toMatch(/counts the assertions/);
    await nextTurn();
    expect(expect.getState().currentTestName).toMatch(/counts the assertions/);
  });

  it("leaves Node's own AsyncLocalStorage to the code under test, propagating as ever", async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen = await storage.run('请求 1', async () => {
      await nextTurn();
      return storage.getStore();
    });
    expect(seen).toBe('请求 1');
    expect(storage.getStore()).toBeUndefined();
  });
});

describe('SequentialTestContext', () => {
  it('holds a store while a run lasts, nested runs inside, and the one before after', async () => {
    const context = new SequentialTestContext();
    const seen: unknown[] = [];
    const outer = context.run('测试', async () => {
      seen.push(context.getStore());
      await context.run('钩子', async () => {
        await nextTurn();
        seen.push(context.getStore());
      });
      seen.push(context.getStore());
      return '完成';
    });
    await expect(outer).resolves.toBe('完成');
    expect(seen).toEqual(['测试', '钩子', '测试']);
    expect(context.getStore()).toBeUndefined();
  });

  it('gives the store back after a run that throws or rejects, passing the failure on', async () => {
    const context = new SequentialTestContext();
    expect(() =>
      context.run('同步', () => {
        throw new Error('失败');
      }),
    ).toThrow('失败');
    expect(context.getStore()).toBeUndefined();
    await expect(
      context.run('异步', async () => {
        await nextTurn();
        throw new Error('拒绝');
      }),
    ).rejects.toThrow('拒绝');
    expect(context.getStore()).toBeUndefined();
    expect(context.run('值', () => 42)).toBe(42);
  });

  it('fails the later of two overlapping runs, as concurrent tests would be', async () => {
    const context = new SequentialTestContext();
    let finishFirst: () => void = () => undefined;
    const first = context.run('甲', () => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = context.run('乙', () => nextTurn());
    finishFirst();
    await expect(first).rejects.toThrow(/Two tests ran at once/);
    await second.catch(() => undefined);
  });
});
