import { BrowserDataRouter } from '@core/app/browser-data-router';
import { useLeaveGuard } from '@core/crud/leave-guard';
import { ServicesProvider } from '@core/di/services-context';
import { TabsStore } from '@core/stores/tabs-store';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestContainer } from '@tests/support/test-container';
import { StrictMode, useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { shellServices } from '../layout/app-main/shell-harness';

function Where() {
  return <output aria-label="当前地址">{useLocation().pathname}</output>;
}

/** A draft outside the tabbed shell: typing makes it unsaved. */
function Draft() {
  const [text, setText] = useState('');
  const holder = useLeaveGuard(() => text !== '');
  return (
    <>
      {holder}
      <input aria-label="草稿" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/elsewhere">别处</Link>
    </>
  );
}

/** A step of a two-step editor: both routes share one tab (the harness's T_STEP has `tabOf`). */
function Step({ next }: { next: string }) {
  const [text, setText] = useState('');
  const holder = useLeaveGuard(() => text !== '');
  return (
    <>
      {holder}
      <input aria-label="草稿" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to={next}>下一步</Link>
      <Link to="/T_DETAIL?id=2">另一条</Link>
    </>
  );
}

function Console({ strict = false }: { strict?: boolean }) {
  const test = createTestContainer();
  const app = (
    <ServicesProvider container={test.container}>
      <BrowserDataRouter>
        <Where />
        <Routes>
          <Route path="/draft" element={<Draft />} />
          <Route path="/elsewhere" element={<p>别处的页面</p>} />
        </Routes>
      </BrowserDataRouter>
    </ServicesProvider>
  );
  return { test, ui: strict ? <StrictMode>{app}</StrictMode> : app };
}

/** The window listeners added and not removed since `track` began. */
function trackWindowListeners() {
  const added = jest.spyOn(window, 'addEventListener');
  const removed = jest.spyOn(window, 'removeEventListener');
  return {
    left: () =>
      added.mock.calls
        .filter(([type, listener]) => !removed.mock.calls.some(([t, l]) => t === type && l === listener))
        .map(([type]) => type),
    restore: () => {
      added.mockRestore();
      removed.mockRestore();
    },
  };
}

describe('the console’s browser router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/draft'));

  it('renders its routes at the browser’s address and follows links', async () => {
    const { ui } = Console({});
    render(ui);
    expect(screen.getByLabelText('当前地址')).toHaveTextContent('/draft');
    await userEvent.click(screen.getByRole('link', { name: '别处' }));
    expect(await screen.findByText('别处的页面')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('holds a navigation away from unsaved changes until the member chooses to leave', async () => {
    const { test, ui } = Console({});
    render(ui);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('草稿'), '未保存的内容');

    test.notifier.answers.push(false); // 留下
    await user.click(screen.getByRole('link', { name: '别处' }));
    await waitFor(() => expect(test.notifier.questions).toHaveLength(1));
    expect(test.notifier.questions[0]).toMatchObject({ title: expect.stringContaining('未保存') });
    expect(screen.getByLabelText('草稿')).toHaveValue('未保存的内容');
    expect(window.location.pathname).toBe('/draft');

    test.notifier.answers.push(true); // 离开
    await user.click(screen.getByRole('link', { name: '别处' }));
    expect(await screen.findByText('别处的页面')).toBeInTheDocument();
    expect(test.notifier.questions).toHaveLength(2);
  });

  it('lets unsaved changes move to another route of the same view (sharing its tab) without asking', async () => {
    window.history.replaceState(null, '', '/T_DETAIL?id=1');
    const test = await shellServices();
    // Its tab is open and not kept alive (as a noCache view's): leaving the view would drop the draft.
    test.container.get(TabsStore).addView({
      key: '/T_DETAIL?id=1',
      path: '/T_DETAIL?id=1',
      name: 'T_DETAIL',
      title: '详情',
      meta: { title: '详情', noCache: true },
    });
    render(
      <ServicesProvider container={test.container}>
        <BrowserDataRouter>
          <Where />
          <Routes>
            <Route path="/T_DETAIL" element={<Step next="/T_STEP?id=1" />} />
            <Route path="/T_STEP" element={<p>下一步的页面</p>} />
          </Routes>
        </BrowserDataRouter>
      </ServicesProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('草稿'), '未保存的内容');
    // Another record is another view: leaving it asks (留下).
    test.notifier.answers.push(false);
    await user.click(screen.getByRole('link', { name: '另一条' }));
    await waitFor(() => expect(test.notifier.questions).toHaveLength(1));
    expect(window.location.search).toBe('?id=1');
    await user.click(screen.getByRole('link', { name: '下一步' }));
    expect(await screen.findByText('下一步的页面')).toBeInTheDocument();
    expect(test.notifier.questions).toHaveLength(1);
  });

  it('lets a navigation pass at once when nothing is unsaved', async () => {
    const { test, ui } = Console({});
    render(ui);
    await userEvent.click(screen.getByRole('link', { name: '别处' }));
    expect(await screen.findByText('别处的页面')).toBeInTheDocument();
    expect(test.notifier.questions).toEqual([]);
  });

  it('leaves no history listener behind once unmounted, under StrictMode too', async () => {
    const listeners = trackWindowListeners();
    try {
      const { ui } = Console({ strict: true });
      const { unmount } = render(ui);
      // StrictMode ran the effects twice: the router made again still follows the history.
      await act(async () => {
        window.history.pushState(null, '', '/elsewhere');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(await screen.findByText('别处的页面')).toBeInTheDocument();
      unmount();
      expect(listeners.left().filter((type) => type === 'popstate' || type === 'pagehide')).toEqual([]);
    } finally {
      listeners.restore();
    }
  });
});
