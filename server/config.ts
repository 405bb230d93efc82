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
  /** Route prefixes of the three services, for deployments that put them behind separate hosts. */
  prefixes: { auth: string; enterprise: string; app: string };
  bodyLimitBytes: number;
  /** Trust X-Forwarded-For from a load balancer in front of the replicas. */
  trustProxy: boolean;
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
  prefixes: { auth: '', enterprise: '', app: '' },
  bodyLimitBytes: 256 * 1024,
  trustProxy: false,
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

/** Reads the environment the README documents: PORT, HOST, DATA_DIR, DATABASE_URL and the prefixes. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    ...defaultConfig,
    host: env.HOST || defaultConfig.host,
    port: intFrom(env.PORT, defaultConfig.port, 'PORT'),
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(cwd, env.STATIC_DIR || './dist'),
    prefixes: {
      auth: env.AUTH_PREFIX ?? '',
      enterprise: env.ENTERPRISE_PREFIX ?? '',
      app: env.APP_PREFIX ?? '',
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedDemoData: env.SEED_DEMO_DATA !== '0',
  };
}
