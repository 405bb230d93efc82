// antd writes its styles in JS at render time (@ant-design/cssinjs): each component's style object is
// built from the theme tokens, serialised with stylis and hashed — about a tenth of a component test's
// time — only for renderWithServices to keep it out of jsdom (`mock="server"`). cssinjs skips all of
// that for styles it is told come from a prebuilt CSS file, so every style path is declared to: class
// names and CSS variables stay exactly as rendered in the browser, no rule is generated.
import * as cssVarRegister from '@ant-design/cssinjs/lib/hooks/useCSSVarRegister';
import ThemeModule from '@ant-design/cssinjs/lib/theme/Theme';
import { reset } from '@ant-design/cssinjs/lib/util/cacheMapUtil';
import * as antdUseToken from 'antd/lib/theme/useToken';

const everyPathFromACssFile = new Proxy({} as Record<string, string>, { get: () => 'css-file' });
reset(everyPathFromACssFile, true);

// Declaring the paths still left every component's style hook to compute its component token, key and
// register a cache entry per render (about a tenth of a page suite's time in `node --cpu-prof`). antd's
// own switch for "the styles come from a CSS file", `theme.zeroRuntime`, returns the hashed class name
// at once; it is turned on for every antd theme here. The CSS variables each component registers
// (`useCSSVarRegister`) are likewise never written to jsdom: their class name is returned, unchanged.
type Hook = (...args: unknown[]) => unknown[];
const tokenHook = antdUseToken as unknown as { default: Hook };
const useToken = tokenHook.default;
tokenHook.default = function useZeroRuntimeToken() {
  const [theme, realToken, hashId, token, cssVar] = useToken();
  return [theme, realToken, hashId, token, cssVar, true];
};
(cssVarRegister as unknown as { default: Hook }).default = (config) => {
  const { token, key } = config as { token: unknown; key: string };
  return [token, '', '', key];
};

// antd derives a theme's whole token set from its seed (colour palettes, sizes: a few milliseconds)
// whenever a token is no longer cached — and its cache lets go of an entry once no component uses it,
// so every test derived the same tokens again (about 2 % of the page suites' time). The derivation
// depends on the theme and the seed alone; it is kept here per theme, by the seed's JSON.
type DerivingTheme = { getDerivativeToken(token: object): object };
const themePrototype = (ThemeModule as unknown as { prototype: DerivingTheme }).prototype;
const derive = themePrototype.getDerivativeToken;
const derived = new WeakMap<DerivingTheme, Map<string, object>>();
themePrototype.getDerivativeToken = function keptDerivativeToken(this: DerivingTheme, token: object) {
  let kept = derived.get(this);
  if (!kept) {
    kept = new Map();
    derived.set(this, kept);
  }
  const key = JSON.stringify(token);
  let tokens = kept.get(key);
  if (!tokens) {
    tokens = derive.call(this, token);
    kept.set(key, tokens!);
  }
  return { ...tokens };
};
