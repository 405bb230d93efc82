import { parseSync } from '@swc/core';

/**
 * V8 compiles a function lazily — on its first call, on the main thread — unless it is told the function
 * runs at once. A signed-in start runs about 2 500 functions of its scripts before the first screen
 * paints, each compiled then (measured in a Chromium trace: `V8.CompileCode` on the main thread, about
 * a quarter of its script time). Two hints move that work to the thread that parses a script while it
 * downloads (issue 17):
 *
 * - `//# allFunctionsCalledOnLoad` at the top of a file (V8's explicit compile hint, Chrome 136+):
 *   every function of it compiled at once. For the signed-in first screen's own chunks, whose code
 *   runs nearly all on load; not for the entry's, which the sign-in page loads too — compiling all of
 *   them delayed its form's paint (one 2-core machine, 24 loads each: login 170 → 204 ms).
 * - A module's factory in parentheses (V8's PIFE heuristic: "possibly invoked function expression"):
 *   only the modules' top-level code compiled at once: for the entry's scripts, every module of which is
 *   evaluated on load on every page, and for what the first screen loads but hardly runs.
 */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** A text to insert before the character at `at` (a UTF-16 index, as JavaScript strings count). */
export interface Insertion {
  at: number;
  text: string;
}

interface Span {
  start: number;
  end: number;
}

interface Node {
  type?: string;
  span?: Span;
  [key: string]: unknown;
}

/** Parsed before the code to find where it starts (see `moduleFactoryInsertions`). */
const PROBE = '0;';

const isFunction = (node: Node | undefined) =>
  node?.type === 'FunctionExpression' || node?.type === 'ArrowFunctionExpression';

/** A property of a bundle's module map: a numeric module id whose value is its factory. */
function isModuleFactory(property: Node): boolean {
  const key = property.key as Node | undefined;
  if (key?.type !== 'NumericLiteral' && key?.type !== 'StringLiteral') return false;
  if (property.type === 'MethodProperty') return property.isAsync !== true && property.isGenerator !== true;
  return property.type === 'KeyValueProperty' && isFunction(property.value as Node);
}

/**
 * Where to put the parentheses that make each module factory of a bundled script a PIFE: in every
 * object literal whose properties are (nearly) all module factories — the module maps of the bundler's
 * runtime and of its chunks. `{1(e,t,n){…}}` becomes `{1:(function(e,t,n){…})}`, `{1:(e,t)=>{…}}`
 * becomes `{1:((e,t)=>{…})}`: the same functions, called the same way by `__webpack_require__`.
 */
export function moduleFactoryInsertions(code: string): Insertion[] {
  // swc counts from a position of its own, and a program's span starts at its first token (after any
  // comment): a statement of known length put first tells where the code's first byte is.
  const program = parseSync(`${PROBE}${code}`, { syntax: 'ecmascript', target: 'es2022' }) as unknown as Node;
  const probe = (program.body as Node[])[0]!.span!.start;
  const toIndex = utf16Index(code, probe + PROBE.length);
  const insertions: Insertion[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const each of node) visit(each);
      return;
    }
    const current = node as Node;
    if (current.type === 'ObjectExpression') {
      const properties = current.properties as Node[];
      const factories = properties.filter(isModuleFactory);
      // A module map: two or more factories and (almost) nothing else.
      if (factories.length >= 2 && factories.length >= 0.8 * properties.length) {
        for (const factory of factories) {
          if (factory.type === 'MethodProperty') {
            insertions.push({ at: toIndex((factory.key as Node).span!.end), text: ':(function' });
            insertions.push({ at: toIndex(factory.span!.end), text: ')' });
          } else {
            const value = factory.value as Node;
            insertions.push({ at: toIndex(value.span!.start), text: '(' });
            insertions.push({ at: toIndex(value.span!.end), text: ')' });
          }
        }
        // Modules' own code is left as it is: an object literal of theirs is not a module map.
        return;
      }
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'span') visit(value);
  };
  visit(program);
  return insertions.sort((a, b) => a.at - b.at);
}

/** The code with the insertions made (for tests and tools; the build inserts into its sources). */
export function withInsertions(code: string, insertions: readonly Insertion[]): string {
  let out = '';
  let from = 0;
  for (const { at, text } of [...insertions].sort((a, b) => a.at - b.at)) {
    out += code.slice(from, at) + text;
    from = at;
  }
  return out + code.slice(from);
}

/**
 * swc's spans count UTF-8 bytes from a position of its own (`base`: where the code's first byte is);
 * the code's Chinese strings take three bytes each and one UTF-16 unit.
 */
function utf16Index(code: string, base: number): (span: number) => number {
  const bytes = Buffer.from(code, 'utf8');
  if (bytes.length === code.length) return (span) => span - base;
  // Byte offset → index, at each character's first byte.
  const index = new Int32Array(bytes.length + 1);
  let byte = 0;
  for (let unit = 0; unit < code.length; unit++) {
    const point = code.codePointAt(unit)!;
    const size = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    for (let k = 0; k < size; k++) index[byte + k] = unit;
    byte += size;
    if (point >= 0x10000) unit++;
  }
  index[bytes.length] = code.length;
  return (span) => index[span - base]!;
}
