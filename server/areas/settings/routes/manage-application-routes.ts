import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationOpening,
  ApplicationRef,
  ApplicationRolesChange,
  ApplicationStateChange,
  ManagedApplicationQuery,
} from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { keywordOf } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  assignApplicationRoles,
  changeApplicationState,
  openApplication,
  pageInstalledApplications,
  readInstalledApplication,
  readInstalledResourceTree,
  removeApplication,
} from '../applications/manage-applications';

/**
 * The organisation's applications as 应用管理 manages them: enable, grant, remove, each behind its
 * permission code; opening one from the market stays with the organisation's admins.
 */
export const manageApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/app/v1/manage/application/open',
    {
      schema: { body: ApplicationOpening },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const { uniqueId, editionUniqueId } = request.body;
      return ok(
        await db.transaction((tx) =>
          openApplication(tx, { session, uniqueId, editionUniqueId, now: clock.now() }),
        ),
      );
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
      return ok(
        await pageInstalledApplications(db, {
          organizationId,
          keyword: keywordOf(name),
          inState: inState ?? null,
          pageNum,
          pageSize,
        }),
      );
    },
  );

  app.post(
    '/app/v1/manage/application/detail',
    {
      config: { permission: SettingsPermission.applications },
      schema: { body: ApplicationRef },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await readInstalledApplication(db, { organizationId, uniqueId: request.body.uniqueId }));
    },
  );

  app.post(
    '/app/v1/manage/application/modify/state',
    {
      config: { permission: SettingsPermission.applicationState },
      schema: { body: ApplicationStateChange },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const { uniqueId, inState } = request.body;
      return ok(
        await db.transaction((tx) => changeApplicationState(tx, { organizationId, uniqueId, inState })),
      );
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
      const { uniqueId, roleUniqueIds } = request.body;
      return ok(
        await db.transaction((tx) => assignApplicationRoles(tx, { organizationId, uniqueId, roleUniqueIds })),
      );
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
      await db.transaction((tx) =>
        removeApplication(tx, { organizationId, uniqueId: request.body.uniqueId }),
      );
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
      const { organizationId } = organizationSessionOf(request);
      return ok(await readInstalledResourceTree(db, { organizationId, uniqueId: request.body.uniqueId }));
    },
  );
};
// Named here: the definition's first line would not fit around a call (see namedPlugin).
namedPlugin('manageApplicationRoutes', manageApplicationRoutes);
