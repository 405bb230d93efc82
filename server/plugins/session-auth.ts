import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { areaManifests, areaResources } from '../../manifests';
import { type Queryable, queryOne } from '../db/database';
import { type MemberProfile, resolveSession, type Session } from '../domain/sessions';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';

export type OrganizationSession = Session & {
  organizationId: number;
  membershipId: number;
  member: MemberProfile;
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/** Makes `request.session` known to every route (null until a service's hook resolves it). */
export const sessionAuth = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
  },
  { name: 'session-auth' },
);

export const APPLICATION_TOKEN_REFUSED = '应用令牌只能用于读取当前成员的身份信息';

/** The header by which a batch's calls name the session their batch lent them (`SessionLending`). */
export const LENT_SESSION_HEADER = 'x-atrium-lent-session';

/**
 * The session a batch (server/routes/batch-routes.ts) resolved, lent to its calls, which the server
 * serves inside the batch's own request: each takes it under a random key instead of looking its token
 * up again (the session's lookup was the costliest query of the first screen's calls, made eight times).
 * A key lives only in this process and only while its batch runs, and a call's token must be the batch's.
 */
export class SessionLending {
  private readonly lent = new Map<string, { token: string; session: Session }>();

  /** Lends the session for the batch's run; `end` when its calls have answered. */
  lend(token: string, session: Session): { key: string; end(): void } {
    const key = randomBytes(24).toString('base64url');
    this.lent.set(key, { token, session });
    return { key, end: () => this.lent.delete(key) };
  }

  find(key: unknown, token: string): Session | undefined {
    const lent = typeof key === 'string' ? this.lent.get(key) : undefined;
    return lent && lent.token === token ? lent.session : undefined;
  }
}

/**
 * The hook every API service registers in its own scope: resolves the caller's session before the
 * body is read, and refuses the call when the route's `access` (default 'organization') asks for more
 * than the caller has. Sessions whose password expired may only reach routes marked
 * `allowExpiredPassword` (user info, resources, logout, changing the password); an installed
 * application's token only routes marked `allowApplicationToken` (user info). Routes outside the
 * services (health, the console's files) never see it.
 */
export function authenticateRequests(app: FastifyInstance, lending = new SessionLending()): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'organization';
    if (access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new ApiError(ErrorCode.NotSignedIn);
    const session =
      lending.find(request.headers[LENT_SESSION_HEADER], token) ??
      (await resolveSession(app.services.db, token, app.services.clock.now()));
    if (access === 'organization' && session.organizationId === null) {
      throw new ApiError(ErrorCode.OrganizationRequired);
    }
    if (session.passwordExpired && !request.routeOptions.config.allowExpiredPassword) {
      throw new ApiError(ErrorCode.PasswordExpired);
    }
    if (session.applicationId !== null && !request.routeOptions.config.allowApplicationToken) {
      throw new ApiError(ErrorCode.Forbidden, APPLICATION_TOKEN_REFUSED);
    }
    request.session = session;
    const permission = request.routeOptions.config.permission;
    if (permission !== undefined) await requirePermission(app, session, permission);
  });
}

/** Resource names by code, for refusals that say what is missing. */
const resourceNames: ReadonlyMap<string, string> = new Map(
  areaManifests.flatMap(areaResources).map((node) => [node.code, node.name]),
);

/**
 * Refuses a member who holds none of the codes, naming what is missing: the hook's check of a route's
 * `config.permission`, and a route's own when the code depends on the body (a draft's kind).
 */
export async function requirePermission(
  app: FastifyInstance,
  session: Session,
  permission: string | readonly string[],
): Promise<void> {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  const { db, clock, resourceTreeCache } = app.services;
  const held = await resourceTreeCache.heldCodes(db, organizationSession(session), clock.now());
  if (wanted.some((code) => held.has(code))) return;
  throw new ApiError(ErrorCode.Forbidden, await permissionRefusal(db, wanted[0]!));
}

/**
 * 您没有「新增部门」的权限，请联系企业管理员: the resource's name from the registry's manifests, or, for
 * an area a composition serves beside them (a fixture area), from the resources synced from its own.
 */
async function permissionRefusal(db: Queryable, code: string): Promise<string> {
  const name =
    resourceNames.get(code) ??
    (await queryOne<{ name: string }>(db, 'select name from resources where code = $1', [code]))?.name;
  return name ? `您没有「${name}」的权限，请联系企业管理员` : '您没有执行此操作的权限，请联系企业管理员';
}

/** The session of a route declared with access 'account' or 'organization'. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new ApiError(ErrorCode.NotSignedIn);
  return request.session;
}

/** The session of a route declared with access 'organization': scoped to one organisation. */
export function organizationSessionOf(request: FastifyRequest): OrganizationSession {
  return organizationSession(sessionOf(request));
}

function organizationSession(session: Session): OrganizationSession {
  if (session.organizationId === null || session.membershipId === null || session.member === null) {
    throw new ApiError(ErrorCode.OrganizationRequired);
  }
  return session as OrganizationSession;
}

export function requireAdmin(session: Session, message = '仅组织管理员可以执行此操作'): void {
  if (!session.isAdmin) throw new ApiError(ErrorCode.Forbidden, message);
}
