import { FixedBar } from '@core/layout/fixed-bar/fixed-bar';
import { KnownAgentId } from '@manifests/known-applications';
import approval from '@plugins/approval';
import market from '@plugins/market';
import settings from '@plugins/settings';
import { screen } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import {
  held,
  layoutResources,
  type SignedInOptions,
  signedIn as signedInWith,
} from '../sidebar/layout-fixtures';

/** The areas whose manifests declare the bar's entries (审批, 应用中心, 设置). */
const signedIn = (options: SignedInOptions = {}) =>
  signedInWith({ plugins: [approval, market, settings], ...options });

describe('FixedBar', () => {
  it('shows 审批 only to members holding the approval application, 设置 only when settings were granted', async () => {
    const test = await signedIn({
      resources: layoutResources.filter((resource) => resource.code !== 'PC_SETTING_MANAGEMENT'),
    });
    renderWithServices(<FixedBar />, { container: test.container, path: '/dashboard' });
    expect(screen.getByRole('link', { name: '工作台' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: '应用中心' })).toHaveAttribute('href', '/PC_APPLICATION_CENTER');
    expect(screen.queryByRole('link', { name: '审批' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '设置' })).not.toBeInTheDocument();
  });

  it('lists all four areas in order when available, marking the current one', async () => {
    const test = await signedIn({ applications: [held(KnownAgentId.approval, '审批')] });
    renderWithServices(<FixedBar />, { container: test.container, path: '/STAFF_DETAIL' });
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-label') !== '返回工作台');
    expect(links.map((link) => link.textContent)).toEqual(['工作台', '审批', '应用中心', '设置']);
    expect(screen.getByRole('link', { name: '审批' })).toHaveAttribute('href', '/PC_APPROVAL_MANAGEMENT');
    expect(screen.getByRole('link', { name: '设置' })).toHaveAttribute('href', '/PC_SETTING_MANAGEMENT');
    expect(screen.getByRole('link', { name: '设置' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '工作台' })).not.toHaveAttribute('aria-current');
  });

  it('without the areas registered, shows only 工作台: core names no area', async () => {
    const test = await signedInWith({ applications: [held(KnownAgentId.approval, '审批')] });
    renderWithServices(<FixedBar />, { container: test.container, path: '/dashboard' });
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-label') !== '返回工作台');
    expect(links.map((link) => link.textContent)).toEqual(['工作台']);
  });

  it('marks 工作台 on the workbench', async () => {
    const test = await signedIn();
    renderWithServices(<FixedBar />, { container: test.container, path: '/dashboard' });
    expect(screen.getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
  });
});
