import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AreaManifest } from '../../../manifests';
import { buildApp } from '../../../server/app';
import { defaultConfig, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import type { ComposedAreas } from '../../../server/platform/compose-areas';
import { Argon2PasswordHasher } from '../../../server/services/password-hasher';
import { ManualClock } from './manual-clock';
import { RecordingSmsSender } from './recording-sms-sender';
import {
  clientDigest,
  DEMO_PASSWORD,
  openWorkerDatabase,
  resetDatabase,
  type SeedScope,
  workerValidators,
} from './test-database';

export interface ApiResult<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
}

/** Cheap argon2id so that the suites stay fast; production keeps the OWASP baseline. */
export const testConfig: ServerConfig = {
  ...defaultConfig,
  dataDir: undefined,
  staticDir: undefined,
  seedDemoData: true,
  // As behind one load balancer (TRUST_PROXY=1): tests set X-Forwarded-For to act from different addresses.
  trustProxy: 1,
  passwordHashing: { memoryCost: 1024, timeCost: 1 },
};

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: ManualClock;
  readonly sms: RecordingSmsSender;
  /** Every route the app registered, in every service and area (`buildApp`'s `onRoute`). */
  readonly routes: readonly RouteOptions[];
  post<T = unknown>(
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<ApiResult<T>>;
  /** Signs in with the demo password; returns the account-level token. */
  signIn(telephone: string, password?: string): Promise<string>;
  /** Signs in and exchanges for a token scoped to one organisation. */
  signInTo(telephone: string, organizationUniqueId: string): Promise<string>;
}

/**
 * Registers the hooks that give every test a server on the worker's shared database as freshly
 * seeded: before each test the tables the last one wrote are copied back from the seeded state, and the
 * clock, the recorded text messages and the resource-tree cache start afresh. Building the app costs
 * more than a test, so one app serves the suite; it is closed after the last test.
 */
export function setupTestServer(
  overrides: Partial<ServerConfig> = {},
  options: {
    /** The areas the app serves when not the registry's: `composeAreas([...serverAreas, fixtureArea])`. */
    areas?: ComposedAreas;
    /**
     * With `areas`, the manifests served beside the registry's: the demo is then seeded with both, as
     * a server composed so seeds it (the areas' tables migrated, their applications installed, their
     * codes granted, their set-ups and seeds run). Left out, the demo is the registry's alone (a fixture
     * area's organisation set-up then has not run for the demo's organisations).
     */
    manifests?: readonly AreaManifest[];
  } = {},
): TestServer {
  const scope: SeedScope | undefined =
    options.areas && options.manifests ? { areas: options.areas, manifests: options.manifests } : undefined;
  const config = { ...testConfig, ...overrides };
  const hasher = new Argon2PasswordHasher(config.passwordHashing);
  const clock = new ManualClock();
  const sms = new RecordingSmsSender();
  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    db = await openWorkerDatabase(scope);
    app = await buildApp({
      config,
      db,
      clock,
      smsSender: sms,
      passwordHasher: hasher,
      buildValidator: workerValidators(),
      ...(options.areas ? { areas: options.areas } : {}),
      onRoute: (route) => routes.push(route),
      // An unexpected error (answered 服务器开小差了) is written out, so a failure says why.
      logger: { level: 'error', stream: { write: (line: string) => process.stderr.write(line) } },
    });
  });
  beforeEach(async () => {
    clock.reset();
    sms.clear();
    app!.services.resourceTreeCache.clear();
    await resetDatabase(db!, hasher, clock.now(), scope);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const server: TestServer = {
    get app() {
      return app!;
    },
    get db() {
      return db!;
    },
    get clock() {
      return clock;
    },
    get sms() {
      return sms;
    },
    routes,
    async post<T>(url: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}) {
      const response = await app!.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: token } : {}),
          ...headers,
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.statusCode, body: response.json() } as ApiResult<T>;
    },
    async signIn(telephone: string, password = DEMO_PASSWORD) {
      const result = await server.post<{ token: string }>('/v1/account/login', {
        telephone,
        password: clientDigest(password),
      });
      if (result.body.code !== 0) throw new Error(`sign-in failed: ${result.body.message}`);
      return result.body.data.token;
    },
    async signInTo(telephone: string, organizationUniqueId: string) {
      const accountToken = await server.signIn(telephone);
      const result = await server.post<{ token: string }>(
        '/v1/exchange/owner/account/token',
        { ownerUniqueId: organizationUniqueId },
        accountToken,
      );
      if (result.body.code !== 0) throw new Error(`exchange failed: ${result.body.message}`);
      return result.body.data.token;
    },
  };
  return server;
}
