import type { Organization } from '@core/api/auth-api';
import OrganizePage from '@core/pages/organize/organize-page';
import { StorageKeys } from '@core/services/storage-service';
import { TokenService } from '@core/services/token-service';
import { screen, within } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../support/location-probe';
import { setupUser } from '../support/user';

const organizations: Organization[] = [
  { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '', nickname: '张伟', isAdmin: true },
  { uniqueId: 'yunshan-group', name: '云杉集团', logoUrl: '', nickname: '小张', isAdmin: false },
];

function renderOrganize({ path = '/organize', signedIn = true } = {}) {
  const harness = createTestContainer();
  harness.storage.local.set(StorageKeys.organizations, organizations);
  if (signedIn) harness.container.get<TokenService>(TokenService).set('account-token');
  renderWithServices(
    <Routes>
      <Route path="/organize" element={<OrganizePage />} />
      <Route path="*" element={<LocationProbe label="went" />} />
    </Routes>,
    { container: harness.container, path },
  );
  return { ...harness, user: setupUser() };
}

describe('OrganizePage', () => {
  it('lists the organisations with an initial and the 管理员 tag', () => {
    renderOrganize();
    expect(document.title).toBe('选择组织 - 管理端');
    const list = screen.getByRole('list', { name: '组织列表' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('星河科技园');
    expect(items[0]).toHaveTextContent('管理员');
    expect(within(items[0]!).getByText('星')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('云杉集团');
    expect(items[1]).not.toHaveTextContent('管理员');
  });

  it('enters the chosen organisation and goes to /dashboard', async () => {
    const { user, api, storage } = renderOrganize();
    await user.click(screen.getByRole('button', { name: /云杉集团/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('went:/dashboard');
    expect(api.calls).toEqual(['organizationToken:yunshan-group']);
    expect(storage.local.get(StorageKeys.token)).toBe('token-yunshan-group');
  });

  it('goes on to the redirect when one was given', async () => {
    const { user } = renderOrganize({ path: '/organize?redirect=%2Freports%3Fid%3D7' });
    await user.click(screen.getByRole('button', { name: /星河科技园/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('went:/reports?id=7');
  });

  it('sends a visitor without a token to /login', () => {
    renderOrganize({ signedIn: false });
    expect(screen.getByTestId('location')).toHaveTextContent('went:/login');
  });
});
