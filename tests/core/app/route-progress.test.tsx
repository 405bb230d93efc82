import { useRouteProgress } from '@core/app/route-progress';
import { act, render, waitFor } from '@testing-library/react';

function Loading() {
  useRouteProgress();
  return <p>加载中</p>;
}

const bar = () => document.getElementById('nprogress');

// nprogress comes with the first load the bar shows (not in the sign-in page's script).
describe('useRouteProgress', () => {
  it('does not show the bar for a load that ended before the bar had loaded', async () => {
    const { unmount } = render(<Loading />);
    unmount();
    await act(async () => {
      await import('@core/app/progress-bar');
    });
    expect(bar()).toBeNull();
  });

  it('shows the bar while something loads, and removes it when the last load ends', async () => {
    const first = render(<Loading />);
    await waitFor(() => expect(bar()).not.toBeNull());
    const second = render(<Loading />);
    first.unmount();
    expect(bar()).not.toBeNull();
    second.unmount();
    await waitFor(() => expect(bar()).toBeNull(), { timeout: 3_000 });
  });
});
