import { preloadTabDrag } from '@core/layout/tags-view/use-tab-drag';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goTo as go, openTabs } from '../app-main/shell-harness';

const user = () => userEvent.setup({ delay: null });

const tabBar = () => within(screen.getByRole('navigation', { name: '标签页' }));
const tab = (title: string) => tabBar().getByRole('link', { name: new RegExp(title) });
/** The tab with its close button beside it. */
const tabItem = (title: string) => tab(title).parentElement as HTMLElement;
const tabTitles = () =>
  tabBar()
    .getAllByRole('link')
    .map((node) => node.textContent);
const currentPath = () => screen.getByLabelText('当前路径').textContent;

/** The context menu now open (a closed one stays in the document, marked hidden by antd). */
async function openMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
    if (!menu) throw new Error('no context menu is open');
    return menu;
  });
}

async function contextAction(title: string, action: string) {
  fireEvent.contextMenu(tab(title));
  await user().click(within(await openMenu()).getByRole('menuitem', { name: action }));
}

// The tabs drawn draggable from the start: these click a tab they found before pointing at the bar.
beforeAll(() => preloadTabDrag());

describe('TagsView', () => {
  it('lists the visited views with the pinned workbench first and highlights the active one', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    expect(tabTitles()).toEqual(['工作台', '表单', '其他']);
    expect(tab('其他')).toHaveAttribute('aria-current', 'page');
    expect(tab('表单')).not.toHaveAttribute('aria-current');
  });

  it('navigates to a tab on click', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    await user().click(tab('表单'));
    expect(currentPath()).toBe('/T_FORM');
    expect(tab('表单')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a close button only on closable tabs', async () => {
    await openTabs('/T_FORM', '/APP/a1b2/VIEW/home');
    expect(within(tabItem('工作台')).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    expect(within(tabItem('表单')).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(within(tabItem('应用')).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('closing the active tab goes to the last remaining one', async () => {
    const { tabs } = await openTabs('/T_FORM', '/T_OTHER');
    await user().click(within(tabItem('其他')).getByRole('button', { name: '关闭' }));
    expect(currentPath()).toBe('/T_FORM');
    expect(tabTitles()).toEqual(['工作台', '表单']);
    expect(tabs.activeKey).toBe('/T_FORM');
  });

  it('closing another tab stays where it is', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    await user().click(within(tabItem('表单')).getByRole('button', { name: '关闭' }));
    expect(currentPath()).toBe('/T_OTHER');
    expect(tabTitles()).toEqual(['工作台', '其他']);
  });

  it('context menu: 关闭其他 keeps the pinned tab and goes to the kept one', async () => {
    await openTabs('/T_FORM', '/T_OTHER', '/T_DETAIL');
    await contextAction('表单', '关闭其他');
    expect(tabTitles()).toEqual(['工作台', '表单']);
    expect(currentPath()).toBe('/T_FORM');
  });

  it('context menu: 关闭全部 keeps the pinned tab and goes to /dashboard', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    await contextAction('其他', '关闭全部');
    expect(tabTitles()).toEqual(['工作台']);
    expect(currentPath()).toBe('/dashboard');
  });

  it('context menu: 关闭 is disabled on the pinned tab, works on others', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    fireEvent.contextMenu(tab('工作台'));
    expect(within(await openMenu()).getByRole('menuitem', { name: '关闭' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull());
    await contextAction('表单', '关闭');
    expect(tabTitles()).toEqual(['工作台', '其他']);
  });

  it('context menu: 关闭左侧 closes the tabs left of the clicked one, never the pinned workbench', async () => {
    await openTabs('/T_FORM', '/T_OTHER', '/T_DETAIL');
    await contextAction('其他', '关闭左侧');
    expect(tabTitles()).toEqual(['工作台', '其他', '详情']);
    // The active tab (详情) was not among them: it stays shown.
    expect(currentPath()).toBe('/T_DETAIL');
  });

  it('context menu: 关闭右侧 closes the tabs right of the clicked one and goes to it when the active one closed', async () => {
    await openTabs('/T_FORM', '/T_OTHER', '/T_DETAIL');
    await contextAction('表单', '关闭右侧');
    expect(tabTitles()).toEqual(['工作台', '表单']);
    expect(currentPath()).toBe('/T_FORM');
  });

  it('context menu: 关闭左侧/关闭右侧 are disabled when nothing there would close', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    fireEvent.contextMenu(tab('表单'));
    const menu = within(await openMenu());
    // Only the pinned workbench is left of 表单.
    expect(menu.getByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.getByRole('menuitem', { name: '关闭右侧' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('context menu: 关闭右侧 asks a tab with unsaved input first; 留下 keeps every tab', async () => {
    const { tabs } = await openTabs('/T_FORM', '/T_OTHER', '/T_DETAIL');
    const answers = [false, true];
    const asked: string[] = [];
    tabs.registerCloseGuard('/T_OTHER', {
      unsaved: () => true,
      ask: async () => {
        asked.push('/T_OTHER');
        return answers.shift() ?? true;
      },
    });
    await contextAction('表单', '关闭右侧');
    await waitFor(() => expect(asked).toEqual(['/T_OTHER']));
    expect(tabTitles()).toEqual(['工作台', '表单', '其他', '详情']);
    await contextAction('表单', '关闭右侧');
    await waitFor(() => expect(tabTitles()).toEqual(['工作台', '表单']));
    expect(asked).toEqual(['/T_OTHER', '/T_OTHER']);
    await waitFor(() => expect(currentPath()).toBe('/T_FORM'));
  });

  it('context menu: 刷新 re-creates the view and shows it', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    await user().click(tab('表单'));
    await user().type(screen.getByLabelText('form-input'), '旧值');
    const instance = screen.getByLabelText('form-input').getAttribute('data-instance');
    await user().click(tab('其他'));
    await contextAction('表单', '刷新');
    expect(currentPath()).toBe('/T_FORM');
    await waitFor(() =>
      expect(screen.getByLabelText('form-input')).not.toHaveAttribute('data-instance', instance),
    );
    expect(screen.getByLabelText('form-input')).toHaveValue('');
  });

  it('shows the back button only on application routes', async () => {
    await openTabs('/T_FORM');
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    await go('/APP/a1b2/VIEW/home');
    await screen.findByLabelText('app-input');
    await user().click(screen.getByRole('button', { name: '返回' }));
    expect(currentPath()).toBe('/T_FORM');
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });

  it('makes every tab but the pinned workbench draggable once the tab bar is pointed at', async () => {
    await openTabs('/T_FORM', '/APP/a1b2/VIEW/home');
    fireEvent.pointerEnter(screen.getByRole('navigation', { name: '标签页' }));
    await waitFor(() => expect(tab('应用')).toHaveAttribute('aria-roledescription', 'sortable'));
    expect(tab('表单')).toHaveAttribute('aria-roledescription', 'sortable');
    expect(tab('工作台')).not.toHaveAttribute('aria-roledescription');
  });

  it('hides and shows the tab list', async () => {
    await openTabs('/T_FORM');
    await user().click(screen.getByRole('button', { name: '隐藏标签页' }));
    expect(screen.queryByRole('navigation', { name: '标签页' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '显示标签页' }));
    expect(tabTitles()).toEqual(['工作台', '表单']);
  });

  describe('scrolling', () => {
    const list = () => screen.getByRole('navigation', { name: '标签页' });
    const arrow = (name: '向左滚动' | '向右滚动') => screen.queryByRole('button', { name });
    let scrolledIntoView: string[];
    const original = Element.prototype.scrollIntoView;
    const originalObserver = globalThis.ResizeObserver;

    /** As a browser does, an observer is told once when it starts observing, after the element is laid out. */
    class LayingOutResizeObserver {
      private observing = false;
      constructor(private readonly notify: ResizeObserverCallback) {}
      observe() {
        this.observing = true;
        setTimeout(() => {
          if (this.observing) this.notify([], this as unknown as ResizeObserver);
        }, 0);
      }
      unobserve() {}
      disconnect() {
        this.observing = false;
      }
    }

    beforeEach(() => {
      scrolledIntoView = [];
      // jsdom lays nothing out: the tab brought into view is recorded by its key.
      Element.prototype.scrollIntoView = function record(this: Element) {
        scrolledIntoView.push((this as HTMLElement).dataset.key ?? '');
      };
      globalThis.ResizeObserver = LayingOutResizeObserver as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
      globalThis.ResizeObserver = originalObserver;
    });

    it('brings the active tab into view once the bar is first laid out, not while the page is built', async () => {
      await openTabs('/T_FORM');
      await waitFor(() => expect(scrolledIntoView).toEqual(['/T_FORM']));
    });

    /** Gives the list the sizes a browser would measure, then lets it measure them (a scroll does). */
    function layOut(sizes: { scrollWidth: number; clientWidth: number; scrollLeft?: number }) {
      const node = list();
      let scrollLeft = sizes.scrollLeft ?? 0;
      Object.defineProperty(node, 'scrollWidth', { configurable: true, value: sizes.scrollWidth });
      Object.defineProperty(node, 'clientWidth', { configurable: true, value: sizes.clientWidth });
      Object.defineProperty(node, 'scrollLeft', {
        configurable: true,
        get: () => scrollLeft,
        set: (value: number) => {
          scrollLeft = value;
        },
      });
      fireEvent.scroll(node);
      return node;
    }

    it('brings the active tab into view whenever it changes', async () => {
      await openTabs('/T_FORM', '/T_OTHER');
      expect(scrolledIntoView.at(-1)).toBe('/T_OTHER');
      await user().click(tab('表单'));
      await waitFor(() => expect(scrolledIntoView.at(-1)).toBe('/T_FORM'));
      await go('/T_DETAIL');
      await waitFor(() => expect(scrolledIntoView.at(-1)).toBe('/T_DETAIL'));
    });

    it('shows no arrows while the tabs fit', async () => {
      await openTabs('/T_FORM', '/T_OTHER');
      layOut({ scrollWidth: 300, clientWidth: 300 });
      expect(arrow('向左滚动')).toBeNull();
      expect(arrow('向右滚动')).toBeNull();
    });

    it('shows arrows while the tabs overflow, each disabled at its end, and scrolls by them', async () => {
      await openTabs('/T_FORM', '/T_OTHER');
      const node = layOut({ scrollWidth: 1000, clientWidth: 400, scrollLeft: 0 });
      await waitFor(() => expect(arrow('向右滚动')).toBeEnabled());
      expect(arrow('向左滚动')).toBeDisabled();

      await user().click(arrow('向右滚动')!);
      expect(node.scrollLeft).toBe(320);
      await waitFor(() => expect(arrow('向左滚动')).toBeEnabled());
      await user().click(arrow('向右滚动')!);
      // Never past the end: 1000 − 400.
      expect(node.scrollLeft).toBe(600);
      await waitFor(() => expect(arrow('向右滚动')).toBeDisabled());
      await user().click(arrow('向左滚动')!);
      expect(node.scrollLeft).toBe(280);
    });

    it('scrolls the overflowing bar sideways with the mouse wheel', async () => {
      await openTabs('/T_FORM', '/T_OTHER');
      const node = layOut({ scrollWidth: 1000, clientWidth: 400, scrollLeft: 100 });
      const wheel = new WheelEvent('wheel', { deltaY: 120, cancelable: true, bubbles: true });
      node.dispatchEvent(wheel);
      expect(node.scrollLeft).toBe(220);
      expect(wheel.defaultPrevented).toBe(true);
      node.dispatchEvent(new WheelEvent('wheel', { deltaY: -50, cancelable: true, bubbles: true }));
      expect(node.scrollLeft).toBe(170);
    });

    it('leaves the wheel to the page while the tabs fit', async () => {
      await openTabs('/T_FORM');
      const node = layOut({ scrollWidth: 300, clientWidth: 300 });
      const wheel = new WheelEvent('wheel', { deltaY: 120, cancelable: true, bubbles: true });
      node.dispatchEvent(wheel);
      expect(node.scrollLeft).toBe(0);
      expect(wheel.defaultPrevented).toBe(false);
    });
  });
});
