import { AuthApi } from '@core/api/auth-api';
import { createMicroFrontend, type HostProps, type MicroFrontend } from '@core/embed/micro-frontend';
import { Notifier } from '@core/services/notifier';
import { TokenService } from '@core/services/token-service';
import { SessionStore } from '@core/stores/session-store';
import { act, screen, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import { FakeAuthApi } from '../../support/fakes/fake-auth-api';
import { RecordingNotifier } from '../../support/fakes/recording-notifier';

const BASENAME = '/host/console';

/** The lifecycle over no plugins, with a fake AuthApi and a recording notifier swapped in. */
function setup() {
  const api = new FakeAuthApi();
  const notifier = new RecordingNotifier();
  const containers: Container[] = [];
  const setPublicPath = jest.fn();
  const lifecycle = createMicroFrontend({
    plugins: [],
    setPublicPath,
    overrides: (container) => {
      container.rebind(AuthApi).toConstantValue(api);
      container.rebind(Notifier).toConstantValue(notifier);
      containers.push(container);
    },
  });
  const host = document.createElement('section');
  document.body.append(host);
  const onLogout = jest.fn();
  const props: HostProps = {
    container: host,
    basename: BASENAME,
    token: 'host-token',
    resources: [],
    onLogout,
  };
  return {
    api,
    lifecycle,
    host,
    props,
    onLogout,
    setPublicPath,
    services: () => containers[containers.length - 1]!,
  };
}

/** Listeners on window and document added and not removed since the spies were set. */
function liveListeners() {
  const live: string[] = [];
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const added = jest
      .mocked(target.addEventListener)
      .mock.calls.map(([type, listener]) => ({ type, listener }));
    for (const [type, listener] of jest.mocked(target.removeEventListener).mock.calls) {
      const index = added.findIndex((entry) => entry.type === type && entry.listener === listener);
      if (index >= 0) added.splice(index, 1);
    }
    live.push(...added.map((entry) => `${name}:${entry.type}`));
  }
  return live;
}

/**
 * `mount`, awaited outside act: act holds React's rendering until its callback settles, and the mount
 * waits for the console's shell to have rendered.
 */
async function mountConsole(lifecycle: MicroFrontend, props: HostProps): Promise<void> {
  let outcome: { error?: unknown } | undefined;
  await act(async () => {
    lifecycle.mount(props).then(
      () => {
        outcome = {};
      },
      (error: unknown) => {
        outcome = { error };
      },
    );
  });
  await waitFor(() => expect(outcome).toBeDefined(), { timeout: 15_000 });
  if (outcome?.error) throw outcome.error;
}

const signedInMenu = () => screen.findByText('张伟', {}, { timeout: 15_000 });

beforeEach(() => {
  window.history.pushState(null, '', `${BASENAME}/dashboard`);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the console as a micro-frontend', () => {
  it('starts signed in with the host token and resources, without its login page or a resource fetch', async () => {
    const { api, lifecycle, host, props, services } = setup();
    const title = document.title;
    await lifecycle.bootstrap();
    await mountConsole(lifecycle, props);
    await signedInMenu();

    expect(api.calls).toContain('userDetail');
    expect(api.calls).not.toContain('routeInfo');
    expect(services().get<TokenService>(TokenService).token).toBe('host-token');
    expect(document.querySelector('.atrium-login')).toBeNull();
    // The host's storage, <html> and title are the host's.
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(document.documentElement.getAttribute('data-console-ready')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--atrium-primary')).toBe('');
    expect(document.title).toBe(title);
    // Everything is inside one element of the console's own, which carries the theme and the ready mark.
    expect(host.children).toHaveLength(1);
    const root = host.firstElementChild as HTMLElement;
    expect(root).toHaveClass('atrium-console', 'atrium-console--embedded');
    await waitFor(() => expect(root).toHaveAttribute('data-console-ready', 'true'));
    expect(root.style.getPropertyValue('--atrium-primary')).not.toBe('');
    // antd's styles went inside it, with the console's own class prefix.
    expect(root.querySelector('style')).not.toBeNull();
    expect(root.querySelector('[class*="atrium-ant-"]')).not.toBeNull();
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();

    await act(() => lifecycle.unmount(props));
  });

  it('unmounts without leaving its element, the polling or a listener; twice is harmless; it mounts again', async () => {
    const { lifecycle, host, props, services } = setup();
    const setInterval = jest.spyOn(window, 'setInterval');
    const clearInterval = jest.spyOn(window, 'clearInterval');
    for (const target of [window, document]) {
      jest.spyOn(target, 'addEventListener');
      jest.spyOn(target, 'removeEventListener');
    }

    await mountConsole(lifecycle, props);
    await signedInMenu();
    const session = services().get(SessionStore);
    const dispose = jest.spyOn(session, 'dispose');
    await waitFor(() => expect(setInterval).toHaveBeenCalled());

    await act(() => lifecycle.unmount(props));
    expect(host.children).toHaveLength(0);
    expect(dispose).toHaveBeenCalled();
    const started = setInterval.mock.results.map((result) => result.value);
    const cleared = clearInterval.mock.calls.map(([id]) => id);
    expect(started.filter((id) => !cleared.includes(id))).toEqual([]);
    // React listens for selectionchange once per document and keeps it; nothing else stays.
    expect(liveListeners().filter((entry) => entry !== 'document:selectionchange')).toEqual([]);

    await expect(lifecycle.unmount(props)).resolves.toBeUndefined();
    await expect(lifecycle.unmount()).resolves.toBeUndefined();

    window.history.pushState(null, '', `${BASENAME}/dashboard`);
    await mountConsole(lifecycle, props);
    await signedInMenu();
    expect(host.children).toHaveLength(1);
    await act(() => lifecycle.unmount());
    expect(host.children).toHaveLength(0);
  });

  it("hands a session that cannot start to the host's onLogout instead of showing its login page", async () => {
    const { api, lifecycle, props, onLogout } = setup();
    api.user = null;
    await mountConsole(lifecycle, props);
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.atrium-login')).toBeNull();
    await act(() => lifecycle.unmount(props));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('refuses a mount without a container, a token or resources', async () => {
    const { lifecycle, props } = setup();
    await expect(lifecycle.mount({ ...props, container: undefined as never })).rejects.toThrow('container');
    await expect(lifecycle.mount({ ...props, token: '' })).rejects.toThrow('token');
    await expect(lifecycle.mount({ ...props, resources: undefined as never })).rejects.toThrow('resources');
    await expect(lifecycle.mount({ ...props, nonce: 42 as never })).rejects.toThrow('nonce');
    await expect(lifecycle.mount({ ...props, publicPath: '' })).rejects.toThrow('publicPath');
    await expect(lifecycle.mount({ ...props, onError: 'log' as never })).rejects.toThrow('onError');
  });

  it('rejects the mount when its code cannot load: the host hears why, nothing stays, no logout, no login', async () => {
    const { api, lifecycle, host, props, onLogout } = setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // What the chunk loader rejects with when a chunk answers 404.
    const chunkError = Object.assign(
      new Error('Loading chunk 532 failed.\n(error: https://portal.example.com/http.6d01c654a2e6.js)'),
      { name: 'ChunkLoadError' },
    );
    api.userDetail = async () => {
      throw chunkError;
    };
    const failure = mountConsole(lifecycle, props);
    await expect(failure).rejects.toThrow(
      'atriumConsole.mount：管理端的代码未能加载（Loading chunk 532 failed.',
    );
    await expect(failure).rejects.toHaveProperty('cause', chunkError);
    expect(host.children).toHaveLength(0);
    expect(onLogout).not.toHaveBeenCalled();
    expect(document.querySelector('.atrium-login')).toBeNull();
    expect(window.location.pathname).toBe(`${BASENAME}/dashboard`);
  });

  it("makes its chunks load from the host's publicPath, before anything renders", async () => {
    const { lifecycle, props, setPublicPath } = setup();
    await mountConsole(lifecycle, { ...props, publicPath: 'https://console.example.com/embed/' });
    expect(setPublicPath).toHaveBeenCalledWith('https://console.example.com/embed/');
    await act(() => lifecycle.unmount(props));
  });

  it("gives every style it adds the host page's CSP nonce: the one passed, else the page's meta", async () => {
    const { lifecycle, host, props } = setup();
    const stylesOf = () => [...(host.firstElementChild as HTMLElement).querySelectorAll('style')];
    await mountConsole(lifecycle, { ...props, nonce: 'host-nonce' });
    await signedInMenu();
    expect(stylesOf().length).toBeGreaterThan(0);
    expect(stylesOf().map((style) => style.nonce)).toEqual(stylesOf().map(() => 'host-nonce'));
    await act(() => lifecycle.unmount(props));

    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.nonce = 'page-nonce';
    document.head.append(meta);
    try {
      await mountConsole(lifecycle, props);
      await signedInMenu();
      expect(stylesOf().map((style) => style.nonce)).toEqual(stylesOf().map(() => 'page-nonce'));
      await act(() => lifecycle.unmount(props));
    } finally {
      meta.remove();
    }
  });
});
