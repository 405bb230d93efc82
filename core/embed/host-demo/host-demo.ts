/**
 * A host shell as an integrator would write one, without the console's code: it signs in through the
 * API itself, fetches the member's resources, and mounts dist/embed/atrium-console.js (loaded by a
 * <script> in index.html) in the panel beside its own content.
 */
import './host-demo.css';

interface Resource {
  code: string;
  childs?: Resource[];
}

interface AtriumConsole {
  bootstrap(): Promise<void>;
  mount(props: {
    container: HTMLElement;
    basename: string;
    token: string;
    resources: Resource[];
    onLogout(): void;
    onError(error: Error): void;
    nonce?: string;
  }): Promise<void>;
  unmount(props: { container: HTMLElement }): Promise<void>;
}

declare global {
  interface Window {
    atriumConsole?: AtriumConsole;
  }
}

/** Where the console's routes live in this page's URL. */
const BASENAME = '/host-demo/console';
const HOME = '/host-demo';
/** The host keeps its own session (the console keeps its copy in memory only). */
const SESSION_KEY = 'host-demo.session';

interface HostSession {
  token: string;
  organizationName: string;
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const signInSection = element<HTMLElement>('host-sign-in');
const signInForm = element<HTMLFormElement>('host-sign-in-form');
const signInHint = element<HTMLParagraphElement>('host-sign-in-hint');
const errorLine = element<HTMLParagraphElement>('host-error');
const consoleSection = element<HTMLElement>('host-console');
const panel = element<HTMLDivElement>('console-panel');
const mountButton = element<HTMLButtonElement>('host-mount');
const unmountButton = element<HTMLButtonElement>('host-unmount');
const signOutButton = element<HTMLButtonElement>('host-sign-out');
const userLine = element<HTMLSpanElement>('host-user');
const consoleErrorLine = element<HTMLParagraphElement>('host-console-error');

/** A call of the Atrium API: POST + JSON, answered `{code, message, data}`. */
async function call<T>(url: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: number; message?: string; data: T };
  if (envelope.code !== 0) throw new Error(envelope.message || `请求失败（${envelope.code}）`);
  return envelope.data;
}

/** Passwords travel as their lowercase hex SHA-256. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Sign-in → the account's organisations → a token for the first of them. */
async function signIn(telephone: string, password: string): Promise<HostSession> {
  const account = await call<{ token: string }>('/v1/account/login', {
    telephone,
    password: await sha256Hex(password),
  });
  const organizations = await call<{ uniqueId: string; name: string }[]>(
    '/v1/exchange/owner/account/list',
    { name: 'host-demo' },
    account.token,
  );
  const organization = organizations[0];
  if (!organization) throw new Error('该账号尚未加入任何组织');
  const issued = await call<{ token: string }>(
    '/v1/exchange/owner/account/token',
    { ownerUniqueId: organization.uniqueId },
    account.token,
  );
  return { token: issued.token, organizationName: organization.name };
}

function storedSession(): HostSession | undefined {
  const raw = sessionStorage.getItem(SESSION_KEY);
  return raw ? (JSON.parse(raw) as HostSession) : undefined;
}

function atriumConsole(): AtriumConsole {
  if (!window.atriumConsole) throw new Error('管理端脚本未加载（/embed/atrium-console.js）');
  return window.atriumConsole;
}

let mounted = false;

function show(session: HostSession | undefined): void {
  signInSection.hidden = session !== undefined;
  consoleSection.hidden = session === undefined;
  userLine.textContent = session ? `已登录：${session.organizationName}` : '';
  mountButton.disabled = mounted;
  unmountButton.disabled = !mounted;
}

/** The console's session ended (退出登录 or a logged-out code): the host takes over and signs in again. */
function onLogout(): void {
  void unmountConsole().then(() => {
    sessionStorage.removeItem(SESSION_KEY);
    signInHint.textContent = '已从管理端退出，请重新登录。';
    show(undefined);
  });
}

async function mountConsole(): Promise<void> {
  const session = storedSession();
  if (!session || mounted) return;
  // The host hands over the resources it fetched; the console does not ask for them again.
  const detail = await call<{ resources: Resource[] }>(
    '/enterprise/v1/session/resource/detail',
    {},
    session.token,
  );
  if (!window.location.pathname.startsWith(BASENAME)) window.history.pushState(null, '', BASENAME);
  // Mounted from now: the mount resolves once the console's shell shows, and a logout may come first.
  mounted = true;
  consoleErrorLine.textContent = '';
  show(session);
  try {
    await atriumConsole().mount({
      container: panel,
      basename: BASENAME,
      token: session.token,
      resources: detail.resources,
      onLogout,
      // Part of the console's code did not load after it showed (a page's): the host says so.
      onError: (error) => {
        consoleErrorLine.textContent = error.message;
      },
      // This page's CSP nonce (the server writes it into the meta): the console's styles carry it.
      nonce: document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce,
    });
  } catch (error) {
    // Its code did not load: nothing of it stays in the panel, and the host says why.
    mounted = false;
    show(session);
    throw error;
  }
}

async function unmountConsole(): Promise<void> {
  await atriumConsole().unmount({ container: panel });
  mounted = false;
  if (window.location.pathname !== HOME) window.history.pushState(null, '', HOME);
  show(storedSession());
}

function showConsoleError(error: unknown): void {
  consoleErrorLine.textContent = error instanceof Error ? error.message : String(error);
}

signInForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(signInForm);
  errorLine.textContent = '';
  signIn(String(data.get('telephone')), String(data.get('password')))
    .then(async (session) => {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
      show(session);
      await mountConsole().catch(showConsoleError);
    })
    .catch((error: unknown) => {
      errorLine.textContent = error instanceof Error ? error.message : String(error);
    });
});
mountButton.addEventListener('click', () => {
  mountConsole().catch(showConsoleError);
});
unmountButton.addEventListener('click', () => void unmountConsole());
signOutButton.addEventListener('click', () => {
  const session = storedSession();
  void unmountConsole().then(() => {
    sessionStorage.removeItem(SESSION_KEY);
    if (session) void call('/enterprise/v1/session/logout', {}, session.token).catch(() => undefined);
    signInHint.textContent = '已退出。';
    show(undefined);
  });
});

// A reload inside the console's routes mounts it again where it was.
show(storedSession());
if (storedSession() && window.location.pathname.startsWith(BASENAME)) {
  void mountConsole().catch(showConsoleError);
}
