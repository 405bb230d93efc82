import {
  applyWithLoadingHint,
  THEME_LOADING_MESSAGE,
} from '@core/components/settings-form/apply-with-loading-hint';
import { Navbar } from '@core/layout/navbar/navbar';
import { SettingsDrawer } from '@core/layout/settings-drawer/settings-drawer';
import { settingsDrawerState } from '@core/layout/settings-drawer/settings-drawer-state';
import { StorageKeys } from '@core/services/storage-service';
import { DEFAULT_THEME, type Settings, SettingsStore } from '@core/stores/settings-store';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordingNotifier } from '@tests/support/fakes/recording-notifier';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { signedIn } from '../sidebar/layout-fixtures';

afterEach(() => act(() => settingsDrawerState.hide()));

describe('SettingsDrawer', () => {
  it('opens from the navbar settings icon', async () => {
    const test = await signedIn();
    renderWithServices(
      <>
        <Navbar />
        <SettingsDrawer />
      </>,
      { container: test.container, path: '/PC_PARK_INFORMATION' },
    );
    expect(screen.queryByText('项目配置', { selector: '.ant-drawer-title' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '项目配置' }));
    expect(await screen.findByText('项目配置', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  });

  it('marks the current theme and persists a new one through the settings store', async () => {
    const { container, storage } = createTestContainer();
    act(() => settingsDrawerState.show());
    renderWithServices(<SettingsDrawer />, { container });
    expect(await screen.findByRole('button', { name: DEFAULT_THEME })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '#13c2c2' }));
    expect(container.get(SettingsStore).theme).toBe('#13c2c2');
    expect(storage.local.get<Settings>(StorageKeys.settings)?.theme).toBe('#13c2c2');
    expect(screen.getByRole('button', { name: '#13c2c2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: DEFAULT_THEME })).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves the layout switches', async () => {
    const { container, storage } = createTestContainer();
    act(() => settingsDrawerState.show());
    renderWithServices(<SettingsDrawer />, { container });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: '显示标签页' }));
    await user.click(screen.getByRole('switch', { name: '固定顶栏' }));
    await user.click(screen.getByRole('switch', { name: '侧边栏标志' }));
    expect(storage.local.get<Settings>(StorageKeys.settings)).toMatchObject({
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
    });
  });
});

describe('applyWithLoadingHint', () => {
  it('says nothing when applying is quick', async () => {
    // The next frame comes on a clock of its own: a loaded machine once let 100 ms pass before it.
    jest.useFakeTimers();
    try {
      const notifier = new RecordingNotifier();
      const applied = applyWithLoadingHint(() => undefined, notifier);
      jest.advanceTimersByTime(50);
      await applied;
      jest.advanceTimersByTime(1000);
      expect(notifier.loadings).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows 'Compiling the theme' when applying takes longer than the threshold", async () => {
    const notifier = new RecordingNotifier();
    const slow = () => {
      const until = Date.now() + 60;
      while (Date.now() < until) {
        // Busy: a theme that takes long to apply.
      }
    };
    await applyWithLoadingHint(slow, notifier, 20);
    await waitFor(() => expect(notifier.loadings).toEqual([THEME_LOADING_MESSAGE]));
  });
});
