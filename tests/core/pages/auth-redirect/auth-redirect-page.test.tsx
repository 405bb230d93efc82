import AuthRedirectPage from '@core/pages/auth-redirect/auth-redirect-page';
import { StorageKeys } from '@core/services/storage-service';
import { screen } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../support/location-probe';

function renderAuthRedirect(path: string) {
  const harness = createTestContainer();
  renderWithServices(
    <Routes>
      <Route path="/auth-redirect" element={<AuthRedirectPage />} />
      <Route path="*" element={<LocationProbe label="went" />} />
    </Routes>,
    { container: harness.container, path },
  );
  return harness;
}

describe('AuthRedirectPage', () => {
  it('stores the token and goes to the redirect', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?token=sso-token&redirect=%2FPC_ROLE_MANAGEMENT');
    expect(await screen.findByTestId('location')).toHaveTextContent('went:/PC_ROLE_MANAGEMENT');
    expect(storage.local.get(StorageKeys.token)).toBe('sso-token');
  });

  it('goes to / without a redirect', async () => {
    renderAuthRedirect('/auth-redirect?token=sso-token');
    expect(await screen.findByTestId('location')).toHaveTextContent('went:/');
  });

  it('goes to /login without a token', async () => {
    const { storage } = renderAuthRedirect('/auth-redirect?redirect=%2Fdashboard');
    expect(await screen.findByTestId('location')).toHaveTextContent('went:/login');
    expect(storage.local.get(StorageKeys.token)).toBeUndefined();
  });
});
