import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ResourceTreeCache } from './domain/resource-tree-cache';
import type { Session } from './domain/sessions';
import type { Extensions } from './platform/extension-point';
import type { Clock } from './services/clock';
import type { PasswordHasher } from './services/password-hasher';
import type { SmsSender } from './services/sms-sender';

/** Who may call a route: anyone, any signed-in account, or a member acting inside an organisation. */
export type RouteAccess = 'public' | 'account' | 'organization';

/** Everything a route needs, decorated on the app once and replaceable in tests. */
export interface AppServices {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  passwordHasher: PasswordHasher;
  smsSender: SmsSender;
  resourceTreeCache: ResourceTreeCache;
  /** The areas' contributions to extension points, collected at start (`composeAreas`). */
  extensions: Extensions;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** Defaults to 'organization': a route is closed unless it says otherwise. */
    access?: RouteAccess;
    /** Routes still open to a session whose password is past its maximum age. */
    allowExpiredPassword?: boolean;
    /**
     * Routes an installed application's short-lived token may call (who the member is); every other
     * route refuses it, so a token handed to an outside application cannot act as the member.
     */
    allowApplicationToken?: boolean;
    /**
     * The resource code (or any of several) a member must hold to call the route: a menu, a page or
     * a permission action of their granted tree (admins hold all). The console hides the matching
     * button; this is the guard that counts.
     */
    permission?: string | readonly string[];
    /**
     * The body carries other calls' bodies, which the route serves through the whole server (the
     * batch): their text is checked as each call is served (`json-body.ts`), so one call's refusal
     * stays its own. The route's schema must refuse anything else.
     */
    relaysInnerCalls?: boolean;
  }
}
