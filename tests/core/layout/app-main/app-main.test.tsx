import { AppMain } from '@core/layout/app-main/app-main';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addLayoutStylesheet } from '@tests/support/layout-stylesheet';
import { goTo as go, renderShell } from './shell-harness';

const user = () => userEvent.setup({ delay: null });

describe('AppMain', () => {
  it('keeps a half-typed form when switching to another view and back', async () => {
    const { tabs } = await renderShell(<AppMain />, { path: '/T_FORM' });
    await user().type(await screen.findByLabelText('form-input'), '半截');
    const instance = screen.getByLabelText('form-input').getAttribute('data-instance')!;
    await go('/T_OTHER');
    expect(await screen.findByLabelText('other-input')).toBeVisible();
    expect(screen.getByLabelText('form-input', { selector: 'input' })).not.toBeVisible();
    await go('/T_FORM');
    expect(screen.getByLabelText('form-input')).toHaveValue('半截');
    expect(screen.getByLabelText('form-input')).toBeVisible();
    expect(screen.getByLabelText('form-input')).toHaveAttribute('data-instance', instance);
    expect(tabs.visitedViews.map((view) => view.key)).toEqual(['/dashboard', '/T_FORM', '/T_OTHER']);
    expect(tabs.activeKey).toBe('/T_FORM');
  });

  it('freezes the location a hidden view sees', async () => {
    await renderShell(<AppMain />, { path: '/T_DETAIL?id=1' });
    expect(await screen.findByLabelText('detail-location')).toHaveTextContent('/T_DETAIL?id=1');
    await go('/T_DETAIL?id=2');
    await waitFor(() => expect(screen.getAllByLabelText('detail-location')).toHaveLength(2));
    // One tab per record: two views, each with its own location.
    expect(screen.getAllByLabelText('detail-location').map((node) => node.textContent)).toEqual([
      '/T_DETAIL?id=1',
      '/T_DETAIL?id=2',
    ]);
  });

  it('keeps one view and one tab for two routes sharing a tab, the tab following to the newer', async () => {
    const { tabs } = await renderShell(<AppMain />, { path: '/T_DETAIL?id=1' });
    await user().type(await screen.findByLabelText('detail-input'), '草稿');
    const instance = screen.getByLabelText('detail-input').getAttribute('data-instance');
    await go('/T_STEP?id=1');
    await waitFor(() => expect(screen.getByLabelText('detail-location')).toHaveTextContent('/T_STEP?id=1'));
    // The same instance, its state kept: one view, seeing the new route.
    expect(screen.getAllByLabelText('detail-input')).toHaveLength(1);
    expect(screen.getByLabelText('detail-input')).toHaveValue('草稿');
    expect(screen.getByLabelText('detail-input')).toHaveAttribute('data-instance', instance);
    expect(tabs.visitedViews.map((view) => [view.key, view.path])).toEqual([
      ['/dashboard', '/dashboard'],
      ['/T_DETAIL?id=1', '/T_STEP?id=1'],
    ]);
    // Another record is another tab, as for the detail itself.
    await go('/T_STEP?id=2');
    await waitFor(() => expect(screen.getAllByLabelText('detail-input')).toHaveLength(2));
    expect(tabs.visitedViews.map((view) => view.key)).toEqual([
      '/dashboard',
      '/T_DETAIL?id=1',
      '/T_DETAIL?id=2',
    ]);
  });

  it('closing a tab drops its state', async () => {
    const { tabs } = await renderShell(<AppMain />, { path: '/T_FORM' });
    await user().type(await screen.findByLabelText('form-input'), '草稿');
    const instance = screen.getByLabelText('form-input').getAttribute('data-instance');
    await go('/T_OTHER');
    await screen.findByLabelText('other-input');
    act(() => void tabs.delView('/T_FORM'));
    expect(screen.queryByLabelText('form-input')).not.toBeInTheDocument();
    await go('/T_FORM');
    expect(await screen.findByLabelText('form-input')).toHaveValue('');
    expect(screen.getByLabelText('form-input')).not.toHaveAttribute('data-instance', instance);
  });

  it('does not keep the state of a noCache view', async () => {
    await renderShell(<AppMain />, { path: '/T_NOCACHE' });
    await user().type(await screen.findByLabelText('nocache-input'), '临时');
    await go('/T_OTHER');
    await screen.findByLabelText('other-input');
    expect(screen.queryByLabelText('nocache-input')).not.toBeInTheDocument();
    await go('/T_NOCACHE');
    expect(await screen.findByLabelText('nocache-input')).toHaveValue('');
  });

  it('refresh re-mounts the view in place', async () => {
    const { tabs } = await renderShell(<AppMain />, { path: '/T_FORM' });
    await user().type(await screen.findByLabelText('form-input'), '旧值');
    const instance = screen.getByLabelText('form-input').getAttribute('data-instance');
    act(() => tabs.refresh('/T_FORM'));
    expect(await screen.findByLabelText('form-input')).toHaveValue('');
    expect(screen.getByLabelText('form-input')).not.toHaveAttribute('data-instance', instance);
    expect(tabs.visitedViews.map((view) => view.key)).toEqual(['/dashboard', '/T_FORM']);
  });

  it('drops the least recently used view beyond the keep-alive limit', async () => {
    const { tabs } = await renderShell(<AppMain />, { path: '/T_FORM' });
    await screen.findByLabelText('form-input');
    // A limit of two: dashboard is never shown here, so form, other, then detail pushes form out.
    (tabs as unknown as { keepAliveLimit: number }).keepAliveLimit = 2;
    await go('/T_OTHER');
    await screen.findByLabelText('other-input');
    await go('/T_DETAIL');
    await screen.findByLabelText('detail-input');
    expect(screen.queryByLabelText('form-input')).not.toBeInTheDocument();
    expect(screen.getByLabelText('other-input', { selector: 'input' })).not.toBeVisible();
  });

  it('shows a failing view as an error with a retry, the rest keeps running', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderShell(<AppMain />, { path: '/T_BOOM' });
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    await go('/T_FORM');
    expect(await screen.findByLabelText('form-input')).toBeVisible();
    spy.mockRestore();
  });

  it('hides overflow on application routes and passes their params', async () => {
    const removeStylesheet = addLayoutStylesheet();
    const { result } = await renderShell(<AppMain />, { path: '/T_FORM' });
    await screen.findByLabelText('form-input');
    expect(result.container.querySelector('main')).toHaveStyle({ overflow: 'auto' });
    await go('/APP/a1b2/VIEW/home');
    expect(await screen.findByLabelText('app-agent')).toHaveTextContent('a1b2');
    expect(result.container.querySelector('main')).toHaveStyle({ overflow: 'hidden' });
    removeStylesheet();
  });

  it('keeps the restored tabs and their order on first render', async () => {
    const saved = {
      views: [
        {
          key: '/dashboard',
          path: '/dashboard',
          name: 'Dashboard',
          title: '工作台',
          meta: { title: '工作台', affix: true },
        },
        { key: '/T_OTHER', path: '/T_OTHER', name: 'T_OTHER', title: '其他', meta: { title: '其他' } },
        { key: '/T_FORM', path: '/T_FORM', name: 'T_FORM', title: '表单', meta: { title: '表单' } },
      ],
      activeKey: '/T_FORM',
    };
    const { tabs } = await renderShell(<AppMain />, {
      path: '/T_FORM',
      prepare: (storage) => storage.session.set('atrium.visitedViews', saved),
    });
    await screen.findByLabelText('form-input');
    expect(tabs.visitedViews.map((view) => view.key)).toEqual(['/dashboard', '/T_OTHER', '/T_FORM']);
    expect(tabs.activeKey).toBe('/T_FORM');
  });
});
