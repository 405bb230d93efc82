/** @jest-environment node */
import { antdStylesheets, CACHE_PATH_RULE } from '@core/prerender/antd-stylesheet';

describe('antd’s prebuilt stylesheets', () => {
  const { first, rest } = antdStylesheets(['button']);

  it('the first screen’s sheet tells antd’s runtime it has the icons’ reset, so the first render does not generate it', () => {
    expect(first).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*\|ant-design-icons\|anticon:/);
    expect(first).toContain('.anticon{');
    expect(first).toContain('@keyframes loadingCircle');
  });

  it('the rest says nothing of it: antd reads the list once, from the sheet on the page before any script', () => {
    expect(rest).not.toMatch(CACHE_PATH_RULE);
  });
});
