// antd writes its styles in JS at render time (@ant-design/cssinjs): each component's style object is
// built from the theme tokens, serialised with stylis and hashed — about a tenth of a component test's
// time — only for renderWithServices to keep it out of jsdom (`mock="server"`). cssinjs skips all of
// that for styles it is told come from a prebuilt CSS file, so every style path is declared to: class
// names and CSS variables stay exactly as rendered in the browser, no rule is generated.
import { reset } from '@ant-design/cssinjs/lib/util/cacheMapUtil';

const everyPathFromACssFile = new Proxy({} as Record<string, string>, { get: () => 'css-file' });
reset(everyPathFromACssFile, true);
