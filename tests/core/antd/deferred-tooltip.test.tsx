import DeferredTooltip from '@core/antd/deferred-tooltip';
import DeferredUniqueProvider from '@core/antd/deferred-unique-provider';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'antd';

/** Lets the deferred module arrive and the component that waits for it render again. */
async function loaded(module: () => Promise<unknown>) {
  await act(async () => {
    await module();
  });
}

// The build puts these in place of antd's own imports for Segmented, form labels and ConfigProvider
// (rspack.config.ts): what they wrap shows at once, and the tooltip works once antd's has loaded.
describe('DeferredTooltip', () => {
  it('shows its child at once, and the tooltip on hover once loaded', async () => {
    const user = userEvent.setup();
    render(
      <DeferredTooltip title="按手机号登录">
        <button type="button">密码登录</button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole('button', { name: '密码登录' })).toBeInTheDocument();
    expect(screen.queryByText('按手机号登录')).not.toBeInTheDocument();

    await loaded(() => import('antd/es/tooltip'));
    await user.hover(screen.getByRole('button', { name: '密码登录' }));
    expect(await screen.findByText('按手机号登录')).toBeInTheDocument();
  });
});

describe('DeferredUniqueProvider', () => {
  it('renders its children at once and keeps tooltips working inside it once loaded', async () => {
    const user = userEvent.setup();
    render(
      <DeferredUniqueProvider>
        <Tooltip title="共享的提示">
          <button type="button">悬停</button>
        </Tooltip>
      </DeferredUniqueProvider>,
    );
    expect(screen.getByRole('button', { name: '悬停' })).toBeInTheDocument();

    await loaded(() => import('antd/es/tooltip/UniqueProvider'));
    await user.hover(screen.getByRole('button', { name: '悬停' }));
    expect(await screen.findByText('共享的提示')).toBeInTheDocument();
  });
});
