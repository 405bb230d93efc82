import type { Container } from 'inversify';
import { clearTimers } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConsoleApp } from '../app/console-app';
import type { ConsoleEmbedding } from '../app/console-embedding';
import { readPageNonce, setStyleNonce } from '../csp/style-nonce';
import { type ContainerOptions, createContainer } from '../di/container';
import type { Resource } from '../routing/resource';
import { RuntimeConfig, readRuntimeConfig } from '../services/runtime-config';
import { SignOutService } from '../services/sign-out-service';
import { MemoryStorageService, StorageService } from '../services/storage-service';
import { TokenService } from '../services/token-service';
import { PermissionStore } from '../stores/permission-store';
import { attachConsoleStyles } from './console-styles';
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
}

interface MountedConsole {
  root: Root;
  element: HTMLElement;
  services: Container;
  end(): void;
}

/**
 * The console's container for a host's session: storage in memory (the host's localStorage and
 * sessionStorage are left alone), the host's token, and the host's resources in place of fetching them.
 */
function servicesFor(props: HostProps, options: ContainerOptions): Container {
  const services = createContainer({
    plugins: options.plugins,
    overrides: (container) => {
      container.rebind(StorageService).toConstantValue(new MemoryStorageService());
      if (props.config) container.rebind(RuntimeConfig).toConstantValue(readRuntimeConfig(props.config));
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
  return props;
}

/** The lifecycle functions qiankun and single-spa call (each returns a promise). */
export interface MicroFrontend {
  /** Nothing to prepare before the first mount (called once). */
  bootstrap(): Promise<void>;
  /**
   * Renders the console into a new element inside `props.container`, signed in with the host's token,
   * its routes under `props.basename`. Mounting into an element that already holds one replaces it.
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
 * `createContainer`: tests use it). The embed entry (atrium-console.ts) exports one of these.
 */
export function createMicroFrontend(options: ContainerOptions): MicroFrontend {
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

      const element = document.createElement('div');
      element.className = 'atrium-console atrium-console--embedded';
      const antdStyles = document.createElement('div');
      const consoleStyles = document.createElement('div');
      const app = document.createElement('div');
      app.className = 'atrium-console__app';
      element.append(antdStyles, consoleStyles, app);
      props.container.append(element);
      const nonce = props.nonce || readPageNonce();
      setStyleNonce(nonce);
      const detachStyles = attachConsoleStyles(consoleStyles, nonce);

      let ended = false;
      const embedding: ConsoleEmbedding = {
        root: element,
        styleContainer: antdStyles,
        onSignedOut: () => {
          if (ended) return;
          ended = true;
          props.onLogout?.();
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
          <ConsoleApp container={services} basename={props.basename} embedding={embedding} nonce={nonce} />
        </StrictMode>,
      );
      mounted.set(props.container, {
        root,
        element,
        services,
        end: () => {
          ended = true;
          stopListening();
          detachStyles();
        },
      });
    },

    unmount: async (props) => {
      const hosts = props?.container ? [props.container] : [...mounted.keys()];
      for (const host of hosts) unmountFrom(host);
    },
  };
}
