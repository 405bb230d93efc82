import Layout from '@core/layout/layout';
import { preloadTabDrag } from '@core/layout/tags-view/use-tab-drag';
import { KnownAgentId } from '@manifests/known-applications';
import approval from '@plugins/approval';
import market from '@plugins/market';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { held, LocationProbe, signedIn } from './sidebar/layout-fixtures';

/** Where /host-demo mounts the console: every link it renders must stay under this path. */
const BASENAME = '/host-demo/console';

/** The whole shell (fixed bar, sidebar, navbar with its breadcrumb, tabs) under a host's basename. */
async function renderEmbeddedShell(path: string) {
  const test = await signedIn({
    plugins: [{ ...market, slots: {} }, approval],
    applications: [held(KnownAgentId.approval, '审批')],
  });
  renderWithServices(
    <>
      <Layout />
      <LocationProbe />
    </>,
    { container: test.container, path, basename: BASENAME },
  );
  // rc-menu measures its items once after mounting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return test;
}

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

// The tabs drawn draggable from the start: these click a tab they found before pointing at the bar.
beforeAll(() => preloadTabDrag());

describe('links under a host shell basename', () => {
  it('carry the basename on every link of the shell: tabs, breadcrumb, sidebar, navbar and fixed bar', async () => {
    await renderEmbeddedShell('/PC_STAFF_MANAGEMENT');
    const tabs = within(await screen.findByRole('navigation', { name: '标签页' }));
    // Opened in a new browser tab, a tab's link must come back to the host's page, not leave it.
    expect(tabs.getByRole('link', { name: '工作台' })).toHaveAttribute('href', `${BASENAME}/dashboard`);
    expect(await tabs.findByRole('link', { name: '员工管理' })).toHaveAttribute(
      'href',
      `${BASENAME}/PC_STAFF_MANAGEMENT`,
    );
    const breadcrumb = within(screen.getByRole('navigation', { name: '面包屑' }));
    expect(breadcrumb.getByRole('link', { name: '工作台' })).toHaveAttribute('href', `${BASENAME}/dashboard`);
    expect(screen.getByRole('menuitem', { name: /园区详情/ }).querySelector('a')).toHaveAttribute(
      'href',
      `${BASENAME}/PC_PARK_INFORMATION`,
    );

    const inside = [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href')!)
      // In-page anchors (跳到主要内容) are no route.
      .filter((href) => !isExternal(href) && !href.startsWith('#'));
    expect(inside.length).toBeGreaterThan(5);
    expect(inside.filter((href) => !href.startsWith(`${BASENAME}/`))).toEqual([]);
  });

  it('opens a tab inside the console on a plain click, under the same basename', async () => {
    await renderEmbeddedShell('/PC_STAFF_MANAGEMENT');
    const tabs = within(await screen.findByRole('navigation', { name: '标签页' }));
    await userEvent.setup({ delay: null }).click(tabs.getByRole('link', { name: '工作台' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });
});
