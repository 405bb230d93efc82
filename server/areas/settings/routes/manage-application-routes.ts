import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ApplicationOpening,
  ApplicationRef,
  ApplicationRolesChange,
  ApplicationStateChange,
  ManagedApplicationQuery,
  type ManagedApplication as WireManagedApplication,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { findCatalogueApplication, presentApplication } from '../../../domain/applications';
import { applicationResourceTree } from '../../../domain/resources';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { keywordOf } from '../../../http/fields';
import { type OrganizationSession, organizationSessionOf, requireAdmin } from '../../../plugins/session-auth';
import { findEdition } from '../../market/api';
import {
  countResources,
  findManagedApplication,
  findRoles,
  installApplication,
  type ManagedApplication,
  pageManagedApplications,
  setApplicationRoles,
  setInState,
  systemAgentIds,
  uninstallApplication,
} from '../applications/installations';

const DAY = 86_400_000;

function presentManaged({ installedAt, ...application }: ManagedApplication): WireManagedApplication {
  return { ...presentApplication(application), installedAt: installedAt.toISOString() };
}

/** The session of an admin: opening an application for the organisation (from the market) is theirs. */
function adminSessionOf(request: FastifyRequest): OrganizationSession {
  const session = organizationSessionOf(request);
  requireAdmin(session, '仅企业管理员可以管理应用');
  return session;
}

/**
 * The organisation's applications as 应用管理 manages them: enable, grant, remove, each behind its
 * permission code; opening one from the market stays with the organisation's admins.
 */
export const manageApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  async function installed(organizationId: number, uniqueId: string): Promise<ManagedApplication> {
    const application = await findManagedApplication(db, organizationId, uniqueId);
    if (!application) throw new ApiError(ErrorCode.ApplicationNotInstalled);
    return application;
  }

  const detailOf = async (organizationId: number, uniqueId: string) =>
    ok(presentManaged(await installed(organizationId, uniqueId)));

  app.post(
    '/app/v1/manage/application/open',
    {
      schema: { body: ApplicationOpening },
    },
    async (request) => {
      const { organizationId } = adminSessionOf(request);
      const { uniqueId, editionUniqueId } = request.body;
      const application = await findCatalogueApplication(db, uniqueId);
      if (!application) throw new ApiError(ErrorCode.ApplicationNotFound);
      const edition = await findEdition(db, application.id, editionUniqueId);
      if (!edition) throw new ApiError(ErrorCode.EditionNotFound);
      const now = clock.now();
      const expiredTime =
        edition.durationDays === null ? null : new Date(now.getTime() + edition.durationDays * DAY);
      const opened = await installApplication(db, {
        organizationId,
        applicationId: application.id,
        expiredTime,
        now,
      });
      if (!opened) throw new ApiError(ErrorCode.ApplicationInstalled);
      return detailOf(organizationId, uniqueId);
    },
  );

  app.post(
    '/app/v1/manage/application/page',
    {
      config: { permission: SettingsPermission.applications },
      schema: { body: ManagedApplicationQuery },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { pageNum = 1, pageSize = 10, name, inState } = request.body;
      const page = await pageManagedApplications(
        db,
        organizationId,
        { keyword: keywordOf(name), inState: inState ?? null },
        { pageNum, pageSize },
      );
      return ok({ list: page.list.map(presentManaged), total: page.total, pageNum, pageSize });
    },
  );

  app.post(
    '/app/v1/manage/application/detail',
    {
      config: { permission: SettingsPermission.applications },
      schema: { body: ApplicationRef },
    },
    async (request) => detailOf(organizationSessionOf(request).organizationId, request.body.uniqueId),
  );

  app.post(
    '/app/v1/manage/application/modify/state',
    {
      config: { permission: SettingsPermission.applicationState },
      schema: { body: ApplicationStateChange },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const application = await installed(organizationId, request.body.uniqueId);
      if (request.body.inState === 2 && systemAgentIds.has(application.agentId)) {
        throw new ApiError(ErrorCode.SystemApplication, '系统应用不能停用');
      }
      await setInState(db, organizationId, application.id, request.body.inState);
      return detailOf(organizationId, application.uniqueId);
    },
  );

  app.post(
    '/app/v1/manage/application/modify',
    {
      config: { permission: SettingsPermission.applicationRoles },
      schema: { body: ApplicationRolesChange },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const application = await installed(organizationId, request.body.uniqueId);
      const wanted = [...new Set(request.body.roleUniqueIds)];
      const roles = await findRoles(db, organizationId, wanted);
      if (roles.length < wanted.length) throw new ApiError(ErrorCode.RoleNotFound);
      // Admins already hold every application; granting it to their role would change nothing.
      if (roles.some((role) => role.builtIn))
        throw new ApiError(ErrorCode.BuiltInRole, '管理员已拥有全部应用，无需分配');
      if ((await countResources(db, application.id)) === 0)
        throw new ApiError(ErrorCode.ApplicationOpenToAll);
      await db.transaction((tx) =>
        setApplicationRoles(
          tx,
          organizationId,
          application.id,
          roles.map((role) => role.id),
        ),
      );
      return detailOf(organizationId, application.uniqueId);
    },
  );

  app.post(
    '/app/v1/manage/application/remove',
    {
      config: { permission: SettingsPermission.applicationRemove },
      schema: { body: ApplicationRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const application = await installed(organizationId, request.body.uniqueId);
      if (systemAgentIds.has(application.agentId)) throw new ApiError(ErrorCode.SystemApplication);
      await uninstallApplication(db, organizationId, application.id);
      return ok(null);
    },
  );

  app.post(
    '/app/v1/manage/application/resource/tree',
    {
      config: { permission: SettingsPermission.applications },
      schema: { body: ApplicationRef },
    },
    async (request) => {
      const application = await installed(
        organizationSessionOf(request).organizationId,
        request.body.uniqueId,
      );
      return ok(await applicationResourceTree(db, application.id, null));
    },
  );
};
