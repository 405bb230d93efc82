import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { keywordOf, PageNum, PageSize, SearchKeyword, UniqueId } from '../../../http/fields';
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

const ApplicationId = UniqueId('应用标识');
const InState = Type.Integer({ title: '启用状态', minimum: 1, maximum: 2 });

/**
 * The organisation's applications as 应用管理 manages them: enable, grant, remove, each behind its
 * permission code; opening one from the market stays with the organisation's admins.
 */
export const manageApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/app/v1/manage/application/open',
    {
      schema: {
        body: Type.Object({
          uniqueId: ApplicationId,
          editionUniqueId: Type.Optional(UniqueId('版本标识')),
        }),
      },
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
      schema: {
        body: Type.Object({
          pageNum: Type.Optional(PageNum),
          pageSize: Type.Optional(PageSize),
          name: Type.Optional(SearchKeyword),
          inState: Type.Optional(InState),
        }),
      },
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
      schema: { body: Type.Object({ uniqueId: ApplicationId }) },
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
      schema: { body: Type.Object({ uniqueId: ApplicationId, inState: InState }) },
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
      schema: {
        body: Type.Object({
          uniqueId: ApplicationId,
          roleUniqueIds: Type.Array(UniqueId('角色标识'), { title: '可使用的角色', maxItems: 100 }),
        }),
      },
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
      schema: { body: Type.Object({ uniqueId: ApplicationId }) },
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
      schema: { body: Type.Object({ uniqueId: ApplicationId }) },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await readInstalledResourceTree(db, { organizationId, uniqueId: request.body.uniqueId }));
    },
  );
};
