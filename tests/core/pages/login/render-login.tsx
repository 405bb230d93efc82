import LoginPage from '@core/pages/login/login-page';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer, type TestContainer } from '@tests/support/test-container';
import { Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../support/location-probe';
import { setupUser } from '../support/user';

/** The login page at `path`, with the places it may lead to rendered as text. */
export function renderLogin(path = '/login?redirect=%2Freports') {
  const harness = createTestContainer();
  renderWithServices(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/reports" element={<div>报表页</div>} />
      <Route path="/" element={<div>首页</div>} />
      <Route path="/organize" element={<LocationProbe label="organize" />} />
    </Routes>,
    { container: harness.container, path },
  );
  return { ...harness, user: setupUser() };
}

export function onlyOneOrganization({ api }: TestContainer) {
  api.organizationList = api.organizationList.slice(0, 1);
}
