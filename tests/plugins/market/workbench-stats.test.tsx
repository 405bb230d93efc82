import { SessionStore } from '@core/stores/session-store';
import UsableApplicationsStat from '@plugins/market/workbench/usable-applications-stat';
import { screen } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { heldApplication, refused } from './support/market-fixtures';
import { marketTestContainer } from './support/market-test-container';

describe('工作台: 已开通应用', () => {
  it('counts the applications that open for the member, as the market counts them, and leads to it', async () => {
    const test = await marketTestContainer();
    test.api.applicationList = [
      heldApplication('a', { launch: { usable: true, opens: { kind: 'page', path: '/PC_A' } } }),
      heldApplication('b', {
        launch: { usable: true, opens: { kind: 'external', url: 'https://b.example' } },
      }),
      heldApplication('c', { launch: refused('停用') }),
      heldApplication('d', { launch: refused('仅移动端') }),
    ];
    await test.service(SessionStore).loadUserInfo();
    renderWithServices(<UsableApplicationsStat />, { container: test.container, path: '/dashboard' });
    expect(screen.getByText('已开通应用')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '应用市场' })).toHaveAttribute('href', '/PC_APPLICATION_MARKET');
    // Not the member's telephone, nor the identity: what the card is about.
    expect(screen.queryByText(/1380000/)).not.toBeInTheDocument();
  });
});
