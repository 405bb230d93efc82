import type { Container } from 'inversify';
import { clearTimers } from 'mobx-react-lite';
import { Component, type ReactNode, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConsoleApp } from '../app/console-app';
import type { ConsoleEmbedding } from '../app/console-embedding';
import { readPageNonce, setStyleNonce } from '../csp/style-nonce';
import { type ContainerOptions, createContainer } from '../di/container';
import type { Resource } from '../routing/resource';
import { isChunkLoadError } from '../services/load-failure';
import { RuntimeConfig, readRuntimeConfig } from '../services/runtime-config';
import { SignOutService } from '../services/sign-out-service';
import { MemoryStorageService, StorageService } from '../services/storage-service';
import { TokenService } from '../services/token-service';
import { PermissionStore } from '../stores/permission-store';
import { attachConsoleStyles } from './console-styles';
import { fillWrappers } from './fill-wrappers';
import './embed.css';

/**
 * What a host passes to `mount` (qiankun and single-spa pass their own props beside these: ignored).
 */
export interface HostProps {
  /** The host's element for the console; the console adds one element inside it and removes it on unmount. */
  container: HTMLElement;
  /** The path under which the console's routes live in the host's URL, e.g. `/host-demo/console`. */
  basename?: string;
  /** An organisation token (`/v1/exchange/owner/account/token`); kept in memory, never in the host's storage. */
  token: string;
  /** The member's resource tree (`resources` of `/enterprise/v1/session/resource/detail`): not fetched again. */
  resources: readonly Resource[];
  /** The member's session ended in the console (退出登录, or the server's logged-out codes): sign in again. */
  onLogout?: () => void;
  /** Base URLs and limits, in place of `window.__ATRIUM_CONFIG__` (an API on another origin, say). */
  config?: Partial<RuntimeConfig>;
  /**
   * The nonce of the host page's Content-Security-Policy, carried by every `<style>` the console adds.
   * Default: the page's `<meta name="csp-nonce" nonce="…">` when there is one.
   */
  nonce?: string;
  /**
   * The folder atrium-console.js and its chunks are served from (`https://console.example.com/embed/`,
   * or a path of the host's origin). Default: the folder the script was loaded from, found by itself
   * (core/embed/public-path.ts); pass it when the host loads the script some other way.
   */
  publicPath?: string;
  /**
   * After `mount` resolved, part of the console's code could not load (a view's chunk: the view shows
   * 页面出错了 in its place) or the console failed: the host hears it here. Before, the mount rejects.
   */
  onError?: (error: Error) => void;
}

interface MountedConsole {
  root: Root;
  element: HTMLElement;
  services: Container;
  end(): void;
}

/**
 * The settings of a mounted console: the host's `config` (else the page's `__ATRIUM_CONFIG__`), whose
 * unset base URLs are the console's own server when its code came from another origin than the host
 * page's (a host on another origin calls the console's API there, never its own origin).
 */
export function configFor(props: Pick<HostProps, 'config'>, serverOrigin: string | undefined): RuntimeConfig {
  const config = readRuntimeConfig(props.config ?? globalThis.window?.__ATRIUM_CONFIG__);
  if (!serverOrigin || serverOrigin === window.location.origin) return config;
  const baseUrls = { ...config.baseUrls };
  for (const service of Object.keys(baseUrls) as (keyof typeof baseUrls)[])
    if (baseUrls[service] === '') baseUrls[service] = serverOrigin;
  return { ...config, baseUrls };
}

/**
 * The console's container for a host's session: storage in memory (the host's localStorage and
 * sessionStorage are left alone), the host's token, and the host's resources in place of fetching them.
 */
function servicesFor(props: HostProps, options: MicroFrontendOptions): Container {
  const services = createContainer({
    plugins: options.plugins,
    overrides: (container) => {
      container.rebind(StorageService).toConstantValue(new MemoryStorageService());
      container.rebind(RuntimeConfig).toConstantValue(configFor(props, options.serverOrigin?.()));
      options.overrides?.(container);
    },
  });
  services.get<TokenService>(TokenService).set(props.token);
  services.get(PermissionStore).provideResources(props.resources);
  return services;
}

function checked(props: HostProps | undefined): HostProps {
  if (!(props?.container instanceof HTMLElement))
    throw new TypeError('atriumConsole.mount：props.container 必须是一个 DOM 元素');
  if (typeof props.token !== 'string' || props.token === '')
    throw new TypeError('atriumConsole.mount：props.token 不能为空');
  if (!Array.isArray(props.resources)) throw new TypeError('atriumConsole.mount：props.resources 必须是数组');
  if (props.nonce !== undefined && typeof props.nonce !== 'string')
    throw new TypeError('atriumConsole.mount：props.nonce 必须是字符串');
  if (props.publicPath !== undefined && (typeof props.publicPath !== 'string' || props.publicPath === ''))
    throw new TypeError('atriumConsole.mount：props.publicPath 必须是非空字符串');
  if (props.onError !== undefined && typeof props.onError !== 'function')
    throw new TypeError('atriumConsole.mount：props.onError 必须是函数');
  return props;
}

/** The reason a mount rejects: the console's code did not load, or it failed as it started. */
function mountFailed(error: Error): Error {
  const what = isChunkLoadError(error) ? '管理端的代码未能加载' : '管理端启动失败';
  return new Error(`atriumConsole.mount：${what}（${error.message}）`, { cause: error });
}

/**
 * Above the whole console inside a host: an error no boundary below caught (a chunk of the shell that
 * did not load, thrown from a lazy component or the session guard) is handed to `report`, and the
 * console's element says so in place of a blank panel.
 */
class HostErrorBoundary extends Component<
  { report(error: Error): void; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    this.props.report(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="atrium-console__failure" role="alert">
        {isChunkLoadError(this.state.error) ? '管理端的代码未能加载' : '管理端出错'}：
        {this.state.error.message}
      </p>
    );
  }
}

/** A promise with its settle functions (Promise.withResolvers is not in Node 20). */
function settleable() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** What the embed entry gives the lifecycle besides the container's options. */
export interface MicroFrontendOptions extends ContainerOptions {
  /** Makes the lazy chunks load from a folder (a host's `publicPath`): core/embed/public-path.ts. */
  setPublicPath?: (folder: string) => void;
  /** The origin the console's code was loaded from, asked at each mount (after a host's `publicPath`). */
  serverOrigin?: () => string | undefined;
}

/** The lifecycle functions qiankun and single-spa call (each returns a promise). */
export interface MicroFrontend {
  /** Nothing to prepare before the first mount (called once). */
  bootstrap(): Promise<void>;
  /**
   * Renders the console into a new element inside `props.container`, signed in with the host's token,
   * its routes under `props.basename`. Mounting into an element that already holds one replaces it.
   * Resolves once the console's shell is on screen (or its session ended, told to `onLogout`); rejects
   * when its code could not load (`atriumConsole.mount：管理端的代码未能加载（…）`), leaving nothing behind.
   */
  mount(props: HostProps): Promise<void>;
  /**
   * Removes what `mount` added: the React tree (its effects remove their listeners), the stores (the
   * user-info polling stops), the element with the styles and popups inside it. Without a container,
   * every mounted console goes; unmounting twice does nothing the second time.
   */
  unmount(props?: Partial<HostProps>): Promise<void>;
}

/**
 * The console's lifecycle for hosts, over the given plugins (`overrides` swaps services, as in
 * `createContainer`: tests use it). The embed entry (plugins/entries/atrium-console.ts) exports one of
 * these, made by `embeddedConsole`.
 */
export function createMicroFrontend(options: MicroFrontendOptions): MicroFrontend {
  /** The consoles mounted now, by the host's element (a host may mount more than one). */
  const mounted = new Map<HTMLElement, MountedConsole>();

  function unmountFrom(host: HTMLElement): void {
    const entry = mounted.get(host);
    if (!entry) return;
    mounted.delete(host);
    entry.end();
    entry.root.unmount();
    entry.services.unbindAll();
    entry.element.remove();
    // Observers rendered but never committed (a suspended render) are released by a 10 s sweep timer:
    // with no console left, release them now so that no timer of ours outlives the unmount.
    if (mounted.size === 0) clearTimers();
  }

  return {
    bootstrap: async () => undefined,

    mount: async (hostProps) => {
      const props = checked(hostProps);
      unmountFrom(props.container);
      if (props.publicPath) options.setPublicPath?.(props.publicPath);

      const element = document.createElement('div');
      element.className = 'atrium-console atrium-console--embedded';
      const antdStyles = document.createElement('div');
      const consoleStyles = document.createElement('div');
      const app = document.createElement('div');
      app.className = 'atrium-console__app';
      element.append(antdStyles, consoleStyles, app);
      props.container.append(element);
      const unfill = fillWrappers(props.container);
      const nonce = props.nonce || readPageNonce();
      setStyleNonce(nonce);
      const detachStyles = attachConsoleStyles(consoleStyles, nonce);

      let ended = false;
      const start = settleable();
      let started = false;
      const embedding: ConsoleEmbedding = {
        root: element,
        styleContainer: antdStyles,
        onSignedOut: () => {
          if (ended) return;
          ended = true;
          start.resolve();
          props.onLogout?.();
        },
        onStarted: () => {
          started = true;
          start.resolve();
        },
        onFailed: (error) => {
          if (ended) return;
          if (!started) start.reject(mountFailed(error));
          else if (props.onError) props.onError(error);
          else console.error('管理端出错', error);
        },
      };
      const services = servicesFor(props, options);
      // Every way a session ends (退出登录, a logged-out code confirmed, a failed start) comes through
      // the sign-out service: the host is told once, and shows its sign-in.
      const stopListening = services.get<SignOutService>(SignOutService).onSessionChange((change) => {
        if (change.signedOut) embedding.onSignedOut();
      });
      const root = createRoot(app);
      root.render(
        <StrictMode>
          <HostErrorBoundary report={embedding.onFailed}>
            <ConsoleApp container={services} basename={props.basename} embedding={embedding} nonce={nonce} />
          </HostErrorBoundary>
        </StrictMode>,
      );
      mounted.set(props.container, {
        root,
        element,
        services,
        end: () => {
          ended = true;
          start.resolve();
          stopListening();
          detachStyles();
          unfill();
        },
      });
      try {
        await start.promise;
      } catch (error) {
        // A mount that failed leaves nothing (qiankun and single-spa never unmount a broken app).
        if (mounted.get(props.container)?.root === root) unmountFrom(props.container);
        throw error;
      }
    },

    unmount: async (props) => {
      const hosts = props?.container ? [props.container] : [...mounted.keys()];
      for (const host of hosts) unmountFrom(host);
    },
  };
}
