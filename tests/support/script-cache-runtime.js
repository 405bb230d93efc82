const path = require('node:path');
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;
const { SequentialTestContext } = require('./sequential-test-context');

/**
 * Jest's runtime with every module compiled through `vm.Script` instead of `vm.compileFunction`.
 *
 * Each test file runs in a fresh context and loads its modules afresh: a page suite evaluates about
 * 1 900 of them (antd, rc-component, React, inversify, Testing Library), a server suite as many
 * (Fastify, TypeBox, PGlite's bindings). `compileFunction` compiles each from its source every time;
 * a `Script` with the same source and file name is found in V8's per-process compilation cache, with
 * the functions already compiled in an earlier file, and only bound to the new context. Measured side by
 * side (`node --cpu-prof`, then `bash scripts/time-tests.sh`): about a third off the time a test file
 * spends before its first test. The module wrapper is the one Jest builds (same parameters, same
 * first line: line numbers and, with `columnOffset`, columns stay those of the transformed file);
 * whatever `Script` cannot compile goes to Jest's own path, which reports the error as usual. Dynamic
 * `import()` stays unsupported, as it is under Jest without `--experimental-vm-modules` (swc turns the
 * project's own into `require`).
 */
/**
 * Transformed modules, kept for the worker's life: each test file's runtime otherwise read every
 * module's source again, hashed it and read its transform back from Jest's cache on disk — a fifth
 * of the time between two page files (`node --cpu-prof`; some 1 900 modules a file). Keyed by
 * project (the web and server projects transform differently), file and Jest's options for the file.
 * Not kept in watch mode, where a worker outlives an edit.
 */
const transformed = new Map();

function keepTransforms(runtime, projectId, watching) {
  const cache = runtime.transformCache;
  // Jest's internals (30.x): should they change, every file is transformed as Jest does.
  if (watching || typeof cache?.transform !== 'function' || !(cache.transforms instanceof Map)) return;
  const transform = cache.transform.bind(cache);
  cache.transform = (filename, options) => {
    if (options?.isInternalModule) return transform(filename, options);
    const key = `${projectId}\0${filename}\0${JSON.stringify(options ?? null)}`;
    let file = transformed.get(key);
    if (!file) {
      const code = transform(filename, options);
      file = cache.transforms.get(filename);
      if (!file) return code;
      transformed.set(key, file);
    } else {
      // As Jest's own transform records it: for source maps in stack traces and coverage.
      cache.transforms.set(filename, file);
      if (file.sourceMapPath) cache.sourceMaps.set(filename, file.sourceMapPath);
    }
    return file.code;
  };
}

/**
 * Module resolution, kept for the worker's life as the transforms are: each test file's runtime
 * otherwise resolved every `require` of its 1 900 modules afresh (Jest's cache is the runtime's own),
 * and the mapped names (`@core/…`, React's production build) through the name mapper's regular
 * expressions and the file system each time — together some 3 % of a page suite (`node --cpu-prof`).
 * Per project (their mappers differ); a file's `require(x)` resolves by the file and `x` alone, as
 * the files do not change during a run. Not kept in watch mode.
 */
const resolutions = new Map();
const stubResolvers = new WeakSet();

function keepResolutions(runtime, projectId, watching) {
  const resolution = runtime._resolution;
  // Jest's internals (30.x): should they change, every module is resolved as Jest does.
  if (
    watching ||
    !(resolution?.cjsCache instanceof Map) ||
    typeof resolution.resolver?.resolveStubModuleName !== 'function'
  )
    return;
  if (!resolutions.has(projectId)) resolutions.set(projectId, new Map());
  resolution.cjsCache = resolutions.get(projectId);
  // The resolver is the worker's (one per project): its name mapper's answers kept on it.
  const resolver = resolution.resolver;
  if (stubResolvers.has(resolver)) return;
  stubResolvers.add(resolver);
  const resolveStub = resolver.resolveStubModuleName.bind(resolver);
  const stubs = new Map();
  resolver.resolveStubModuleName = (from, moduleName, options) => {
    const extra = options && Object.keys(options).some((key) => key !== 'conditions');
    if (extra) return resolveStub(from, moduleName, options);
    const key = `${path.dirname(from)}\0${moduleName}\0${options?.conditions?.join() ?? ''}`;
    if (stubs.has(key)) return stubs.get(key);
    const module = resolveStub(from, moduleName, options);
    stubs.set(key, module);
    return module;
  };
}

/**
 * One `jest` object for a test file's installed packages rather than one each: Jest builds a fresh
 * one (some 60 closures) for every module it runs, a percent of a page suite, while a package reads it
 * only to see whether Jest's fake timers are on. The project's own modules keep their own, which
 * `jest.mock` and `jest.requireActual` resolve from.
 */
function shareJestObjectOfPackages(runtime) {
  const globals = runtime.jestGlobals;
  if (typeof globals?.jestObjectFor !== 'function') return;
  const jestObjectFor = globals.jestObjectFor.bind(globals);
  let packages;
  globals.jestObjectFor = (from) => {
    if (!from || !NODE_MODULES.test(from)) return jestObjectFor(from);
    packages ??= from;
    return jestObjectFor(packages);
  };
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const CIRCUS = /[\\/]jest-circus[\\/]build[\\/]/;

class ScriptCacheRuntime extends Runtime {
  /**
   * Jest's runner (jest-circus, loaded into each file's context as an internal module) gets
   * `SequentialTestContext` as its `AsyncLocalStorage` (see that file); the test's global holds the
   * runner's instance, so that `tests/core/harness/test-context.test.ts` can see it is the one in use.
   */
  requireInternalModule(from, to) {
    if ((to === 'node:async_hooks' || to === 'async_hooks') && from && CIRCUS.test(from)) {
      const global = this._environment?.global;
      return {
        ...require('node:async_hooks'),
        AsyncLocalStorage: class RunnerTestContext extends SequentialTestContext {
          constructor() {
            super();
            if (global) global[Symbol.for('atrium.runnerTestContext')] = this;
          }
        },
      };
    }
    return super.requireInternalModule(from, to);
  }

  constructor(...args) {
    super(...args);
    const [config, , , , , , , globalConfig] = args;
    const watching = Boolean(globalConfig?.watch || globalConfig?.watchAll);
    keepTransforms(this, config?.id, watching);
    keepResolutions(this, config?.id, watching);
    shareJestObjectOfPackages(this);
    const executor = this.executor;
    // Jest's internals (30.x): should they change, the runtime stays Jest's own.
    if (typeof executor?.compile !== 'function' || !executor.injectedModuleParameters) return;
    const compileFunction = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename))
        return compileFunction(source, filename);
      const wrapper = `(function (${executor.injectedModuleParameters.join(', ')}) {`;
      let script;
      try {
        script = new vm.Script(`${wrapper}${source}\n})`, { filename, columnOffset: -wrapper.length });
      } catch {
        return compileFunction(source, filename);
      }
      return script.runInContext(context);
    };
  }
}

module.exports = ScriptCacheRuntime;
