import type { ValidatorFactory } from '@fastify/ajv-compiler';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { BATCH_URL } from '../manifests/contracts/batch-constants';
import { composedAreas } from './areas';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { ResourceTreeCache } from './domain/resource-tree-cache';
import { resolveSession } from './domain/sessions';
import { ajvOptions } from './http/ajv-options';
import { type LogSettings, loggerOptions } from './http/log-redaction';
import { namedPlugin } from './http/named-plugin';
import { type ComposedAreas, registerAreaRoutes } from './platform/compose-areas';
import { consoleStatic } from './plugins/console-static';
import { errorHandling } from './plugins/error-handling';
import { hostOrigins } from './plugins/host-origins';
import { jsonBody } from './plugins/json-body';
import { securityHeaders } from './plugins/security-headers';
import { authenticateRequests, SessionLending, sessionAuth } from './plugins/session-auth';
import { authService } from './routes/auth';
import { batchRoutes } from './routes/batch-routes';
import { enterpriseService } from './routes/enterprise';
import { healthRoutes } from './routes/health';
import { storedFileRoutes } from './routes/stored-file-routes';
import { type Clock, systemClock } from './services/clock';
import { Argon2PasswordHasher, type PasswordHasher } from './services/password-hasher';
import { LogSmsSender, type SmsSender } from './services/sms-sender';
import type { AppServices } from './types';

export interface BuildAppOptions {
  config: ServerConfig;
  /** Opened and migrated by the caller (main.ts, the test harness), which also closes it. */
  db: Database;
  clock?: Clock;
  passwordHasher?: PasswordHasher;
  smsSender?: SmsSender;
  /** No log when not given; the settings always bring the redactions of `server/http/log-redaction.ts`. */
  logger?: LogSettings;
  /** The areas served: the registry's (`server/areas/index.ts`) unless a test composes its own. */
  areas?: ComposedAreas;
  /**
   * Compiles the routes' request schemas; Fastify's own Ajv compiler unless given. The test harness
   * gives one that keeps what it compiled across the apps a worker builds.
   */
  buildValidator?: ValidatorFactory;
  /** Hears every route as it is added, in every scope (the tests send each route the bodies it must refuse). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count becomes a function trusting that many
 * addresses from the socket's end of the chain (Fastify itself trusts nothing for a bare number);
 * a list is compiled by proxy-addr. `true`, which trusts the client's own left-most entry, is never given.
 */
function trustedProxies(trustProxy: ServerConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
  }
  return trustProxy;
}

/** Where the three services' routes start, after their configured prefixes. */
function apiPrefixesOf({ auth, enterprise, app }: ServerConfig['prefixes']): string[] {
  return [`${auth}/v1/`, `${enterprise}/enterprise/`, `${app}/app/`];
}

/** Builds the server without listening, so tests can `inject()` requests into it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const areas = options.areas ?? composedAreas;
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustedProxies(config.trustProxy),
    return503OnClosing: true,
    ajv: { customOptions: { ...ajvOptions.customOptions }, plugins: [...ajvOptions.plugins] },
    ...(options.buildValidator
      ? { schemaController: { compilersFactory: { buildValidator: options.buildValidator } } }
      : {}),
  });
  const services: AppServices = {
    config,
    db,
    clock: options.clock ?? systemClock,
    passwordHasher: options.passwordHasher ?? new Argon2PasswordHasher(config.passwordHashing),
    smsSender: options.smsSender ?? new LogSmsSender(app.log),
    resourceTreeCache: new ResourceTreeCache(),
    extensions: areas.extensions,
  };
  app.decorate('services', services);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(securityHeaders);
  await app.register(errorHandling);
  // Before any hook that reads the session: a preflight carries no token, and is answered here.
  await app.register(hostOrigins, {
    origins: config.hostOrigins,
    apiPrefixes: [...apiPrefixesOf(config.prefixes), BATCH_URL],
  });
  await app.register(jsonBody);
  await app.register(sessionAuth);
  await app.register(healthRoutes);
  // Uploaded images by GET, beside the POST-only API (whose scope answers GET with 405).
  await app.register(storedFileRoutes);
  const apiPrefixes = apiPrefixesOf(config.prefixes);
  // Sessions a batch, or a page the server draws, looked up once and lends its calls.
  const lending = new SessionLending();
  const apiServices = namedPlugin('apiServices', async (api: FastifyInstance) => {
    authenticateRequests(api, lending);
    // At the root whatever the prefixes: a page asks the server that served it (core/boot/early-calls.ts).
    await api.register(batchRoutes, { apiPrefixes, lending, dispatch: (options) => app.inject(options) });
    await api.register(authService, { prefix: config.prefixes.auth });
    await api.register(
      namedPlugin('enterpriseScope', async (enterprise) => {
        await enterprise.register(enterpriseService);
        // Each area in a scope of its own, behind the codes of its manifest (server/platform/).
        await registerAreaRoutes(enterprise, areas, 'enterprise');
      }),
      { prefix: config.prefixes.enterprise },
    );
    // The application service (`/app/v1/...`) is all the application centre's (the market area).
    const appScope = namedPlugin('appScope', async (service: FastifyInstance) =>
      registerAreaRoutes(service, areas, 'app'),
    );
    await api.register(appScope, { prefix: config.prefixes.app });
  });
  await app.register(apiServices);

  await app.register(consoleStatic, {
    staticDir: config.staticDir,
    apiPrefixes,
    frameAncestors: config.frameAncestors,
    renderBundle: config.renderBundle,
    dispatch: (options) => app.inject(options),
    lendSession: async (token) => {
      try {
        return lending.lend(token, await resolveSession(app.services.db, token, app.services.clock.now()));
      } catch {
        // No session to lend (an ended one): each call looks the token up and refuses it itself.
        return undefined;
      }
    },
  });
  return app;
}
