import { StartPage } from '@core/start-page';
import { render, screen } from '@testing-library/react';

/** A fetch that answers /healthz only when the test says so, and records what was asked. */
function deferredHealthz() {
  const requested: string[] = [];
  let answer: (body: unknown) => void = () => undefined;
  const reply = new Promise<unknown>((resolve) => {
    answer = resolve;
  });
  const fetch = (input: RequestInfo | URL) => {
    requested.push(String(input));
    return reply.then((body) => ({ ok: true, status: 200, json: async () => body }) as Response);
  };
  return { fetch: fetch as typeof globalThis.fetch, requested, answer: (body: unknown) => answer(body) };
}

describe('StartPage', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    // jsdom may have no fetch of its own: then none is left behind either.
    if (originalFetch) globalThis.fetch = originalFetch;
    else Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('先显示正在检查，服务器应答后显示运行正常与数据库', async () => {
    const healthz = deferredHealthz();
    globalThis.fetch = healthz.fetch;

    render(<StartPage />);
    expect(screen.getByRole('heading', { name: 'Atrium 管理端' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在检查服务器状态…');

    healthz.answer({ code: 0, message: 'success', data: { status: 'ok', database: 'pglite' } });
    expect(await screen.findByText('服务器运行正常，数据库：嵌入式 PostgreSQL')).toBeInTheDocument();
    expect(healthz.requested).toEqual(['/healthz']);
  });

  it('服务器无法连接时显示不可用', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;

    render(<StartPage />);
    expect(await screen.findByText('服务器不可用：无法连接服务器')).toBeInTheDocument();
  });
});
