import { CHUNK_FAILED_MESSAGE, ViewErrorBoundary } from '@core/layout/app-main/view-error-boundary';
import { render, screen } from '@testing-library/react';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('ViewErrorBoundary', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => spy.mockRestore());

  it('says in Chinese what to do when a view’s code did not load, not the chunk loader’s English', () => {
    const failure = Object.assign(
      new Error('Loading chunk 8545 failed. (error: /assets/plugin-settings.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    render(
      <ViewErrorBoundary>
        <Throws error={failure} />
      </ViewErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByText(CHUNK_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Loading chunk/)).not.toBeInTheDocument();
    // Outside the console's ConfigProvider antd spaces two-character labels: 「重 试」.
    expect(screen.getByRole('button', { name: /^重\s?试$/ })).toBeInTheDocument();
  });

  it('shows another failure’s own message', () => {
    render(
      <ViewErrorBoundary>
        <Throws error={new Error('金额格式不正确')} />
      </ViewErrorBoundary>,
    );
    expect(screen.getByText('金额格式不正确')).toBeInTheDocument();
  });
});
