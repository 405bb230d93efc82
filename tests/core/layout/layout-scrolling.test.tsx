import Layout from '@core/layout/layout';
import { settingsDrawerState } from '@core/layout/settings-drawer/settings-drawer-state';
import { type Resource, ResourceType } from '@core/routing/resource';
import { SettingsStore } from '@core/stores/settings-store';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addLayoutStylesheet } from '@tests/support/layout-stylesheet';
import { renderWithServices } from '@tests/support/render-with-services';
import { layoutResources, signedIn } from './sidebar/layout-fixtures';

let removeStylesheet: () => void;
beforeEach(() => {
  removeStylesheet = addLayoutStylesheet();
});
afterEach(() => removeStylesheet());

/** An application's pages, as an installed application's tree gives them (spec §2 /APP/{agentId}/VIEW). */
const applicationPages: Resource = {
  type: ResourceType.DirectoryPc,
  code: 'T_APPLICATION',
  name: '应用',
  childs: [{ type: ResourceType.MenuPc, code: 'T_APP', name: '应用页', pathUrl: '/APP/:agentId/VIEW/*' }],
};

async function renderLayout(options: { fixedHeader: boolean; path?: string }) {
  const test = await signedIn({ resources: [...layoutResources, applicationPages] });
  test.service(SettingsStore).change('fixedHeader', options.fixedHeader);
  renderWithServices(<Layout />, { container: test.container, path: options.path ?? '/PC_PARK_INFORMATION' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return test;
}

const header = () => document.querySelector<HTMLElement>('.atrium-layout__header')!;
const body = () => header().parentElement!;
const main = () => screen.getByRole('main');

/** Which element scrolls when the page is taller than the window, and whether the header goes with it. */
function scrolling() {
  const style = (element: HTMLElement) => getComputedStyle(element);
  return {
    body: style(body()).overflow,
    main: style(main()).overflow,
    // A main area that may not shrink below its page makes the body, header and all, scroll.
    mainShrinks: style(main()).flexShrink !== '0',
    headerStays: style(header()).position === 'sticky',
  };
}

describe('固定顶栏 (项目配置)', () => {
  it('on: the navbar and tabs stay while the main area scrolls under them', async () => {
    await renderLayout({ fixedHeader: true });
    expect(scrolling()).toEqual({ body: 'auto', main: 'auto', mainShrinks: true, headerStays: true });
  });

  it('off: the main area grows with its page and the body scrolls, the navbar and tabs with it', async () => {
    await renderLayout({ fixedHeader: false });
    expect(scrolling()).toEqual({ body: 'auto', main: 'visible', mainShrinks: false, headerStays: false });
  });

  it('follows the switch at once', async () => {
    await renderLayout({ fixedHeader: true });
    act(() => settingsDrawerState.show());
    await userEvent.setup({ delay: null }).click(await screen.findByRole('switch', { name: '固定顶栏' }));
    expect(scrolling()).toMatchObject({ main: 'visible', mainShrinks: false, headerStays: false });
    act(() => settingsDrawerState.hide());
  });

  it("keeps an application's page unscrolled either way (spec §2: overflow hidden on agent routes)", async () => {
    await renderLayout({ fixedHeader: false, path: '/APP/a1b2/VIEW/home' });
    expect(scrolling()).toMatchObject({ main: 'hidden', mainShrinks: true });
  });
});
