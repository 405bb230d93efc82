// The embed build's stylesheets (rspack.config.ts, config "embed"): each CSS file becomes a module that
// hands its text to core/embed/console-styles.ts, which puts it inside every mounted console. antd's
// class prefixes are rewritten to the embedded console's (`.ant-btn` → `.atrium-ant-btn`), so the
// console's rules keep matching its antd components and never match the host's.
module.exports = function embedStyleLoader(source) {
  const { registry, antdPrefix, iconPrefix } = this.getOptions();
  const css = source.replace(/\.anticon\b/g, `.${iconPrefix}`).replace(/\.ant-/g, `.${antdPrefix}-`);
  return `import { addConsoleStyle } from ${JSON.stringify(registry)};\naddConsoleStyle(${JSON.stringify(css)});\n`;
};
