// antd's style hooks without their style generators, for the pages that link antd's prebuilt styles
// (rspack.config.ts, `prebuiltStylesOnly`): there antd renders with `zeroRuntime` and never calls them.
// Each `genStyleHooks(name, styleFn, prepareToken, options)` (and `genComponentStyleHook`,
// `genSubStyleComponent`) keeps its name, its component tokens and its options: the CSS variables of a
// component's tokens are still written at run time from them. Only `styleFn` becomes `() => []`, so
// the functions and modules only it used drop out of the bundle.
const { parseSync } = require('@swc/core');

const HOOK_MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

function visit(node, found) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, found);
    return;
  }
  if (
    node.type === 'CallExpression' &&
    node.callee?.type === 'Identifier' &&
    HOOK_MAKERS.has(node.callee.value) &&
    node.arguments.length >= 2
  )
    found.push(node.arguments[1].expression.span);
  for (const key of Object.keys(node)) if (key !== 'span') visit(node[key], found);
}

module.exports = function antdPrebuiltStyleLoader(source) {
  const { keep } = this.getOptions();
  const component = /[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]style[\\/]/.exec(this.resourcePath)?.[1];
  if (!component || keep.includes(component)) return source;
  const bytes = Buffer.from(source);
  const spans = [];
  visit(parseSync(source, { syntax: 'ecmascript' }).body, spans);
  if (spans.length === 0) return source;
  let out = '';
  let at = 0;
  // swc's spans are byte offsets from 1.
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    // A call inside a style function already left out goes with it.
    if (span.start - 1 < at) continue;
    out += `${bytes.subarray(at, span.start - 1).toString()}() => []`;
    at = span.end - 1;
  }
  return out + bytes.subarray(at).toString();
};
