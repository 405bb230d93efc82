import { isIP } from 'node:net';
import path from 'node:path';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ServerConfig {
  host: string;
  port: number;
  /** Embedded database folder; undefined keeps the embedded database in memory (tests). */
  dataDir: string | undefined;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The built console, served beside the API; undefined serves only the API. */
  staticDir: string | undefined;
  /**
   * The console's render bundle (build/prerender/render-signed-in.js): a signed-in member's workbench is
   * answered drawn (server/plugins/signed-in-render.ts). `RENDER_BUNDLE=off` leaves every page to the browser.
   */
  renderBundle: string | undefined;
  /** Route prefixes of the three services, for deployments that put them behind separate hosts. */
  prefixes: { auth: string; enterprise: string; app: string };
  bodyLimitBytes: number;
  /**
   * Which proxies in front of the replicas are believed about the client's address: false (none,
   * the connecting address is the client), a number of hops (1: one load balancer, the client is
   * the right-most X-Forwarded-For entry, the one it appended), or the proxies' addresses and ranges
   * (the client is the right-most address that is not one of them). Never `true`, which would take
   * the left-most entry, one the client writes itself.
   */
  trustProxy: false | number | string[];
  /**
   * Who may show the console's pages in a frame: CSP `frame-ancestors` sources (`'self'`, `'none'`,
   * origins such as `https://portal.example.com`). X-Frame-Options follows when it can say the same.
   */
  frameAncestors: readonly string[];
  /**
   * Host pages on other origins that may mount the embedded console (`https://portal.example.com`):
   * CORS on /embed/ and the API for them (server/plugins/host-origins.ts). Empty: none, the host
   * serves the console on its own origin.
   */
  hostOrigins: readonly string[];
  seedDemoData: boolean;
  sessionTtlMs: number;
  applicationTokenTtlMs: number;
  passwordMaxAgeMs: number;
  captcha: { ttlMs: number; resendIntervalMs: number; maxAttempts: number };
  passwordTicketTtlMs: number;
  throttle: {
    /** Consecutive failures for one telephone before it is locked. */
    accountMaxFailures: number;
    accountLockMs: number;
    /** Failures from one address within the window before that address must wait. */
    addressMaxFailures: number;
    addressWindowMs: number;
  };
  /** argon2id cost; tests lower it, production keeps the OWASP baseline. */
  passwordHashing: { memoryCost: number; timeCost: number };
}

export const defaultConfig: ServerConfig = {
  host: '127.0.0.1',
  port: 8080,
  dataDir: undefined,
  databaseUrl: undefined,
  staticDir: undefined,
  renderBundle: undefined,
  prefixes: { auth: '', enterprise: '', app: '' },
  bodyLimitBytes: 256 * 1024,
  trustProxy: false,
  frameAncestors: ["'self'"],
  hostOrigins: [],
  seedDemoData: true,
  sessionTtlMs: 12 * HOUR,
  applicationTokenTtlMs: 5 * MINUTE,
  passwordMaxAgeMs: 90 * DAY,
  captcha: { ttlMs: 5 * MINUTE, resendIntervalMs: MINUTE, maxAttempts: 5 },
  passwordTicketTtlMs: 10 * MINUTE,
  throttle: {
    accountMaxFailures: 5,
    accountLockMs: 15 * MINUTE,
    addressMaxFailures: 30,
    addressWindowMs: 10 * MINUTE,
  },
  passwordHashing: { memoryCost: 19_456, timeCost: 2 },
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`环境变量 ${name} 必须是非负整数，当前为 "${value}"`);
  return parsed;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || range === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4 && isIP(range) === 4) return true; // 10.0.0.0/255.0.0.0
  return /^\d{1,3}$/.test(range) && Number(range) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: off, a number of proxy hops, or a comma-separated list of proxy addresses and CIDRs. */
export function trustProxyFrom(value: string | undefined): ServerConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const hint = '请写前面代理的层数（如 1），或以逗号分隔的代理地址与网段（如 10.0.0.0/8,192.168.1.5）';
  if (text.toLowerCase() === 'true') {
    throw new Error(
      `环境变量 TRUST_PROXY 不接受 "true"：那会采信客户端自己写在 X-Forwarded-For 最左边的地址。${hint}`,
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const unreadable = entries.find((entry) => !isProxyAddress(entry));
  if (unreadable !== undefined || entries.length === 0) {
    throw new Error(`环境变量 TRUST_PROXY 无法识别 "${unreadable ?? text}"：${hint}`);
  }
  return entries;
}

/** `'self'`, `'none'`, a scheme (`https:`) or a host source (`https://*.example.com:8443`), as CSP has them. */
const FRAME_SOURCE =
  /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(?:\d{1,5}|\*))?(?:\/[^\s;,'"]*)?)$/i;

/**
 * FRAME_ANCESTORS: sources separated by spaces or commas; `self` and `none` may be written without
 * quotes. Anything else (a `;` that would start another directive, say) stops the start.
 */
export function frameAncestorsFrom(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return defaultConfig.frameAncestors;
  const sources = value
    .trim()
    .split(/[\s,]+/)
    .map((source) => (/^(self|none)$/i.test(source) ? `'${source.toLowerCase()}'` : source));
  const invalid = sources.find((source) => !FRAME_SOURCE.test(source));
  if (invalid !== undefined)
    throw new Error(
      `环境变量 FRAME_ANCESTORS 中的 "${invalid}" 不是有效的来源（如 'self'、https://portal.example.com）`,
    );
  if (sources.includes("'none'") && sources.length > 1)
    throw new Error(`环境变量 FRAME_ANCESTORS 含 'none' 时不能再列出其他来源，当前为 "${value}"`);
  return sources;
}

/**
 * EMBED_HOST_ORIGINS: origins (scheme, host and port only, as a browser sends them in `Origin`) separated
 * by spaces or commas. A path, a wildcard or anything that is not an origin stops the start: an
 * allow-list that silently matched nothing, or more than meant, is worse than none.
 */
export function hostOriginsFrom(value: string | undefined): readonly string[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .trim()
    .split(/[\s,]+/)
    .map((entry) => {
      let origin: string | undefined;
      try {
        const url = new URL(entry);
        const web = url.protocol === 'http:' || url.protocol === 'https:';
        // A browser's Origin names one host: no wildcard (which URL keeps as a name), no path.
        const oneHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i.test(url.hostname);
        if (web && oneHost && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
      } catch {
        origin = undefined;
      }
      if (origin === undefined)
        throw new Error(
          `环境变量 EMBED_HOST_ORIGINS 中的 "${entry}" 不是有效的来源（只写协议、域名与端口，如 https://portal.example.com）`,
        );
      return origin;
    });
}

/** Reads the environment the README documents: PORT, HOST, DATA_DIR, DATABASE_URL, the prefixes, FRAME_ANCESTORS… */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    ...defaultConfig,
    host: env.HOST || defaultConfig.host,
    port: intFrom(env.PORT, defaultConfig.port, 'PORT'),
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(cwd, env.STATIC_DIR || './dist'),
    renderBundle:
      env.RENDER_BUNDLE === 'off'
        ? undefined
        : path.resolve(cwd, env.RENDER_BUNDLE || './build/prerender/render-signed-in.js'),
    prefixes: {
      auth: env.AUTH_PREFIX ?? '',
      enterprise: env.ENTERPRISE_PREFIX ?? '',
      app: env.APP_PREFIX ?? '',
    },
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    frameAncestors: frameAncestorsFrom(env.FRAME_ANCESTORS),
    hostOrigins: hostOriginsFrom(env.EMBED_HOST_ORIGINS),
    seedDemoData: env.SEED_DEMO_DATA !== '0',
  };
}
