import Layout from '@core/layout/layout';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { layoutResources, signedIn } from './sidebar/layout-fixtures';

async function renderLayout() {
  const test = await signedIn({ resources: layoutResources });
  renderWithServices(<Layout />, { container: test.container, path: '/PC_PARK_INFORMATION' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('跳到主要内容', () => {
  it('is the first stop of the keyboard and moves the focus to the main area', async () => {
    await renderLayout();
    const user = userEvent.setup({ delay: null });
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the user menu', () => {
  it('is named with the text it shows', async () => {
    await renderLayout();
    const button = screen.getByRole('button', { name: /^用户菜单：/ });
    // What a sighted member reads on it (the avatar's initial repeats the name and is hidden).
    const visible = [...button.querySelectorAll('*')]
      .filter((element) => element.children.length === 0 && !element.closest('[aria-hidden="true"]'))
      .map((element) => element.textContent ?? '')
      .join('')
      .trim();
    expect(visible).not.toBe('');
    expect(button.getAttribute('aria-label')).toContain(visible);
  });
});
