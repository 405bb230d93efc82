import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { Container } from 'inversify';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  DEVICE_COOKIE,
  DOCUMENT_COOKIE_KEYS,
  type SignedInRender,
  type SignedInRenderInput,
  TIME_ZONE_COOKIE,
  TOKEN_COOKIE,
} from '../../manifests/contracts/signed-in-render';
import { drawnViews, viewLandings } from '../../manifests/resource-codes';
import { ConsoleApp } from '../app/console-app';
import { firstScreenServicesOf, loadFirstScreen } from '../app/load-first-screen';
import { themeTokens } from '../app/theme-tokens';
import { EARLY_CALLS, type EarlyAnswers, earlyAnswerKey } from '../boot/early-calls';
import { tokenFingerprint } from '../boot/rendered-page';
import { QueryClientService } from '../data/query-client-service';
import { createContainer } from '../di/container';
import type { AtriumPlugin } from '../plugin/define-plugin';
import { DASHBOARD_ROUTE } from '../routing/fixed-views';
import { matchViewRoute } from '../routing/view-routes';
import { EarlyAnswerTransport } from '../services/early-answer-transport';
import { Notifier } from '../services/notifier';
import {
  type Envelope,
  type FileAnswer,
  type HttpCall,
  HttpTransport,
  isEnvelope,
} from '../services/request-service';
import { defaultRuntimeConfig, type RuntimeConfig } from '../services/runtime-config';
import { MemoryStorageService, StorageService } from '../services/storage-service';
import { AppStore, type Device } from '../stores/app-store';
import { PermissionStore } from '../stores/permission-store';
import { SettingsStore } from '../stores/settings-store';
import { drawingTimesIn } from './member-time-zone';
import { renderedPageParts } from './signed-in-page-html';
import { staticDataRouter } from './static-data-router';

// Rendered once per request: MobX's observers must not subscribe (nothing would ever dispose them).
enableStaticRendering(true);

/**
 * The paths drawn: the workbench (what a signed-in start most often opens, the sign-in's landing) and
 * the views whose manifests name their `drawnChunk` (a kit list, opened from a link or a reload).
 */
export function renderedPathsOf(plugins: readonly AtriumPlugin[]): readonly string[] {
  return [
    DASHBOARD_ROUTE.record.fullPath,
    ...drawnViews(plugins.map((plugin) => plugin.manifest)).map((view) => view.path),
  ];
}

/** Why a render gives up: a call that did not answer `code: 0`. The console then asks and says why itself. */
class NotRenderable extends Error {}

/** The console's calls served inside the server (`SignedInRenderInput.call`), each answer as it came. */
function servedBy(serve: SignedInRenderInput['call']): HttpTransport {
  return {
    async post<T>(call: HttpCall): Promise<Envelope<T>> {
      const json = call.token ? await serve(call.url, call.body, call.token) : undefined;
      if (!isEnvelope<T>(json)) throw new NotRenderable(`${call.url} 未能应答`);
      return json;
    },
    postForFile: () => Promise.reject(new NotRenderable('渲染页面时不下载文件')),
  };
}

/**
 * What a signed-in start of the page calls (the page's early calls, and the areas' `workbenchCalls` on
 * the workbench or the view's `firstCalls`), asked at once as the browser's page asks them: one wave
 * instead of the session's calls and then the page's. The console takes them as it takes the page's
 * (`EarlyAnswerTransport`); those it does not make are dropped unseen.
 */
function earlyAnswersOf(
  plugins: readonly AtriumPlugin[],
  path: string,
  serve: SignedInRenderInput['call'],
  token: string,
  config: RuntimeConfig,
): EarlyAnswers {
  const answers: EarlyAnswers['answers'] = {};
  const manifests = plugins.map((plugin) => plugin.manifest);
  const pageCalls =
    path === DASHBOARD_ROUTE.record.fullPath
      ? manifests.flatMap((manifest) => manifest.workbenchCalls ?? [])
      : (viewLandings(manifests).find((view) => view.path === path)?.calls ?? []);
  for (const call of [...EARLY_CALLS, ...pageCalls]) {
    const body = call.body ?? {};
    const answer = serve(call.url, body, token);
    // Not waited on when the console never asks for it.
    answer.catch(() => undefined);
    answers[earlyAnswerKey(config.baseUrls[call.service ?? 'business'] + call.url, body)] = answer;
  }
  return { token, startedAt: performance.now(), answers };
}

/**
 * Keeps each answer the console took under its early-answer key, for the page. Anything but a
 * successful answer stops the render: the member's own console then makes the call and handles the
 * refusal as it always does (a toast, the sign-in page).
 */
class RecordingTransport implements HttpTransport {
  readonly answers: Record<string, unknown> = {};
  refused = false;

  constructor(
    private readonly inner: HttpTransport,
    private readonly config: RuntimeConfig,
  ) {}

  async post<T>(call: HttpCall): Promise<Envelope<T>> {
    const json = await this.inner.post<T>(call).catch((error: unknown) => {
      this.refused = true;
      throw error;
    });
    if (json.code !== 0) {
      this.refused = true;
      throw new NotRenderable(`${call.url} 未能应答`);
    }
    this.answers[earlyAnswerKey(this.config.baseUrls[call.service] + call.url, call.body)] = json;
    return json;
  }

  postForFile(): Promise<FileAnswer> {
    this.refused = true;
    return Promise.reject(new NotRenderable('渲染页面时不下载文件'));
  }
}

/** Nothing is said during a render: a refusal stops it (`RecordingTransport`), and the console says it. */
const silentNotifier: Notifier = {
  error: () => undefined,
  success: () => undefined,
  warning: () => undefined,
  loading: () => () => undefined,
  confirmLoggedOut: () => Promise.resolve(false),
  confirm: () => Promise.resolve(false),
};

/** The mirrored local-storage values from the request's cookies; one that is not JSON is left out. */
function storageOf(cookies: SignedInRenderInput['cookies']): MemoryStorageService {
  const storage = new MemoryStorageService();
  for (const key of DOCUMENT_COOKIE_KEYS) {
    const raw = cookies[key];
    if (raw === undefined) continue;
    try {
      storage.local.set(key, JSON.parse(raw));
    } catch {
      // Not what the console wrote: as if absent.
    }
  }
  return storage;
}

/** The kind of screen the member's console last started on, from its cookie; the desktop's otherwise. */
function deviceOf(cookies: SignedInRenderInput['cookies']): Device {
  try {
    return JSON.parse(cookies[DEVICE_COOKIE] ?? 'null') === 'mobile' ? 'mobile' : 'desktop';
  } catch {
    return 'desktop';
  }
}

/** The member's browser's time zone from its cookie (an IANA name), if it sent one. */
function timeZoneOf(cookies: SignedInRenderInput['cookies']): string | undefined {
  try {
    const zone: unknown = JSON.parse(cookies[TIME_ZONE_COOKIE] ?? 'null');
    return typeof zone === 'string' ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * antd's styles of the render (its theme variables) as plain CSS, without the marks by which antd in the
 * browser would adopt them as its own (`data-css-hash` on each <style>, the cache-path rule): the console
 * registers its own, and removes these when the theme changes (core/boot/take-over.ts). Adopted, antd
 * would update them in place, and they would go with the rest.
 */
function renderedAntdStyles(cache: ReturnType<typeof createCache>): string {
  return extractStyle(cache, { plain: true }).replace(
    /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/,
    '',
  );
}

function end(container: Container): void {
  container.get<QueryClientService>(QueryClientService).clear();
  void Promise.resolve(container.unbindAll()).catch(() => undefined);
}

/**
 * The workbench drawn for the member whose token the request's cookie carries, as the console with the
 * given area plugins would draw it (the same components, stores and answers;
 * manifests/contracts/signed-in-render.ts), for dist/signed-in.html. Undefined when it cannot be: another
 * path, no token, a call refused (an ended session, a permission) or a render error. Run by the server
 * per document request, through the render bundle's entry (plugins/entries/render-signed-in.tsx).
 */
export async function renderSignedIn(
  plugins: readonly AtriumPlugin[],
  input: SignedInRenderInput,
): Promise<SignedInRender | undefined> {
  if (!renderedPathsOf(plugins).includes(input.path)) return undefined;
  const storage = storageOf(input.cookies);
  const token = storage.local.get<unknown>(TOKEN_COOKIE);
  if (typeof token !== 'string' || token === '') return undefined;
  const config = defaultRuntimeConfig;
  const early = earlyAnswersOf(plugins, input.path, input.call, token, config);
  const transport = new RecordingTransport(
    new EarlyAnswerTransport(servedBy(input.call), config, () => early),
    config,
  );
  const container = createContainer({
    plugins,
    overrides: (c) => {
      c.rebind(StorageService).toConstantValue(storage);
      c.rebind(AppStore).toConstantValue(new AppStore(storage, deviceOf(input.cookies)));
      c.rebind(HttpTransport).toConstantValue(transport);
      c.rebind(Notifier).toConstantValue(silentNotifier);
    },
  });
  try {
    await loadFirstScreen(firstScreenServicesOf(container), input.path);
    if (transport.refused) return undefined;
    const router = await staticDataRouter(input.path);
    const cache = createCache();
    const markup = drawingTimesIn(timeZoneOf(input.cookies), () =>
      renderToString(
        <StrictMode>
          <StyleProvider cache={cache}>
            <ConsoleApp container={container} prebuiltAntdStyles router={router} />
          </StyleProvider>
        </StrictMode>,
      ),
    );
    if (transport.refused) return undefined;
    // What the console sets on <html> once it runs (ThemedProviders): its own styles' theme colour.
    const primary = themeTokens(container.get(SettingsStore).theme).colorPrimary;
    // The page's title as the layout sets it once live (`useDocumentTitle`): the resource's name.
    const title = matchViewRoute(container.get(PermissionStore).viewRoutes, input.path)?.record.meta.title;
    return renderedPageParts({
      title: title ? `${title} - 管理端` : undefined,
      markup,
      styles: `<style>:root{--atrium-primary:${primary}}</style><style>${renderedAntdStyles(cache)}</style>`,
      data: { path: input.path, fingerprint: tokenFingerprint(token), answers: transport.answers },
    });
  } catch {
    return undefined;
  } finally {
    end(container);
  }
}
