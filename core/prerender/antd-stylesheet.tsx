import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { themeComponents, themeTokens } from '../app/theme-tokens';
import { DEFAULT_THEME } from '../stores/settings-store';

// biome-ignore lint/suspicious/noExplicitAny: each antd export is rendered with props of its own kind.
type Any = ComponentType<any>;

/**
 * What antd's own build renders to write its `dist/antd.css` (scripts/build-style.tsx in ant-design):
 * every component once, those that need props or parts to draw their styles with them.
 */
const customRender: Record<string, (component: Any) => ReactNode> = {
  Affix: (Affix) => (
    <Affix>
      <div />
    </Affix>
  ),
  BackTop: () => <antd.FloatButton.BackTop />,
  Dropdown: (Dropdown) => (
    <Dropdown menu={{ items: [] }}>
      <div />
    </Dropdown>
  ),
  Menu: (Menu) => <Menu items={[]} />,
  QRCode: (QRCode) => <QRCode value="https://example.com" />,
  Tree: (Tree) => <Tree treeData={[]} />,
  Tag: (Tag) => (
    <>
      <Tag color="blue">Tag</Tag>
      <Tag color="success">Tag</Tag>
    </>
  ),
  Badge: () => (
    <>
      <antd.Badge />
      <antd.Badge.Ribbon />
    </>
  ),
  Space: () => (
    <>
      <antd.Space />
      <antd.Space.Compact>
        <antd.Button />
      </antd.Space.Compact>
    </>
  ),
  Input: () => (
    <>
      <antd.Input />
      <antd.Input.Search />
      <antd.Input.TextArea />
      <antd.Input.Password />
      <antd.Input.OTP />
    </>
  ),
  Modal: () => {
    const Panel = (antd.Modal as unknown as { _InternalPanelDoNotUseOrYouWillBeFired: Any })
      ._InternalPanelDoNotUseOrYouWillBeFired;
    return (
      <>
        <antd.Modal />
        <Panel />
        <Panel type="confirm" />
      </>
    );
  },
  message: (message) => {
    const Panel = (message as unknown as { _InternalPanelDoNotUseOrYouWillBeFired: Any })
      ._InternalPanelDoNotUseOrYouWillBeFired;
    return <Panel />;
  },
  notification: (notification) => {
    const Panel = (notification as unknown as { _InternalPanelDoNotUseOrYouWillBeFired: Any })
      ._InternalPanelDoNotUseOrYouWillBeFired;
    return <Panel />;
  },
};

/** Not components with styles of their own: the provider, and the grid's namespace (Row and Col are). */
const skipped = new Set(['ConfigProvider', 'Grid']);

/** Every antd export that draws something: its components, and the message and notification APIs. */
const components = Object.keys(antd).filter(
  (name) => !skipped.has(name) && (/^[A-Z]/.test(name) || name === 'message' || name === 'notification'),
);

/** The antd exports of a folder of `antd/es` (`date-picker` → DatePicker; `grid` → Row, Col). */
function exportsOf(folder: string): string[] {
  if (folder === 'grid') return ['Row', 'Col'];
  const bare = folder.replace(/-/g, '');
  return components.filter((name) => name.toLowerCase() === bare);
}

/** antd's rule listing the styles a stylesheet has (see `stylesOf`). */
export const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;

/**
 * The styles antd generates for these exports, rendered inside the console's own ConfigProvider. With
 * `cachePaths`, also the rule that tells antd's runtime which of its styles the stylesheet already has
 * (`.data-ant-cssinjs-cache-path`, read once when antd first registers a style): with `zeroRuntime` the
 * components register none, but the ConfigProvider still registers the icons' reset (`.anticon` and its
 * keyframes), generated and injected in every page's first render (~5 ms) unless antd finds it there.
 */
function stylesOf(names: readonly string[], cachePaths = false): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={{ token: themeTokens(DEFAULT_THEME), components: themeComponents() }}>
        {names.map((name) => {
          const Component = (antd as unknown as Record<string, Any>)[name] as Any;
          const render = customRender[name];
          return <Fragment key={name}>{render ? render(Component) : <Component />}</Fragment>;
        })}
      </antd.ConfigProvider>
    </StyleProvider>,
  );
  // The list only in the first screen's sheet: antd reads one, and a second file's would hide the first's.
  const styles = extractStyle(cache, { plain: true, types: 'style' });
  return cachePaths ? styles : styles.replace(CACHE_PATH_RULE, '');
}

/**
 * antd's component styles as two stylesheets, written by the build (dist/assets/antd.….css) so that the
 * console renders antd with `theme.zeroRuntime` (core/app/console-app.tsx): no style is generated in
 * the browser. Unlike antd's `dist/antd.css`, these are the very rules the browser generated at run
 * time (rendered inside the console's own ConfigProvider and theme): scoped by antd's hash class
 * (`:where(.css-…)`), so a plain `<a>` of the console keeps its own colour, and keyframes hashed alike.
 * Only the rules: the design tokens and each component's tokens stay CSS variables that antd still
 * registers at run time, so the theme colour chosen in 项目配置 repaints every component.
 *
 * `first`: the components of the first screen's chunks (`firstFolders`, their folders in `antd/es`),
 * what a signed-in start waits for — all of antd is about 1 MB of CSS, whose parsing alone cost the
 * workbench what generating its styles did. `rest`: every other component, which the console loads
 * before running any other chunk (core/app/antd-styles.ts).
 */
export function antdStylesheets(firstFolders: readonly string[]): { first: string; rest: string } {
  const first = new Set(firstFolders.flatMap(exportsOf));
  return {
    // The first screen's sheet is on the page before any script runs: antd's runtime reads the list there.
    first: stylesOf([...first], true),
    rest: stylesOf(components.filter((name) => !first.has(name))),
  };
}
