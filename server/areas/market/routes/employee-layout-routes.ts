import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { Queryable } from '../../../db/database';
import {
  findCatalogueApplication,
  listHeldApplications,
  type MemberSession,
  presentApplication,
} from '../../../domain/applications';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { PlainName, UniqueId } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { groupByCategory } from '../applications/catalogue';
import { listCategories } from '../applications/market';
import {
  findCategoryOrder,
  listFavoriteApplications,
  listRecentApplications,
  replaceFavorites,
  saveCategoryOrder,
} from '../applications/workbench';

/** Favourites a member may keep. */
const MAX_FAVORITES = 50;

async function layoutOf(db: Queryable, session: MemberSession) {
  const favorites = (await listFavoriteApplications(db, session)).map(presentApplication);
  return {
    applications: favorites,
    applicationFavoriteUniqueIds: favorites.map((application) => application.uniqueId),
  };
}

/** The member's workbench: applications by category, favourites in their order, recently used. */
export const employeeLayoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post('/app/v1/employee/layout/card/list', { schema: { body: Type.Object({}) } }, async (request) => {
    const session = organizationSessionOf(request);
    const [applications, saved, catalogue] = await Promise.all([
      listHeldApplications(db, session),
      findCategoryOrder(db, session.membershipId),
      listCategories(db),
    ]);
    // The member's saved order first, then the catalogue's for the categories it leaves out.
    const categoryOrder = [...saved, ...catalogue.map((category) => category.categoryName)];
    return ok(groupByCategory(applications.map(presentApplication), categoryOrder));
  });

  app.post('/app/v1/employee/layout/detail', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await layoutOf(db, organizationSessionOf(request))),
  );

  app.post(
    '/app/v1/employee/layout/modify',
    {
      schema: {
        body: Type.Object({
          categoryNames: Type.Array(PlainName('分类名称', 32), { title: '分类顺序', maxItems: 50 }),
        }),
      },
    },
    async (request) => {
      const categoryNames = [...new Set(request.body.categoryNames)];
      await saveCategoryOrder(db, organizationSessionOf(request).membershipId, categoryNames, clock.now());
      return ok({ categoryNames });
    },
  );

  app.post(
    '/app/v1/employee/favorite/modify',
    {
      schema: {
        body: Type.Object({
          applicationUniqueIds: Type.Array(UniqueId('应用标识'), {
            title: '收藏的应用',
            maxItems: MAX_FAVORITES,
          }),
        }),
      },
    },
    async (request) => {
      const session = organizationSessionOf(request);
      const held = new Map(
        (await listHeldApplications(db, session)).map((application) => [application.uniqueId, application]),
      );
      const wanted = [...new Set(request.body.applicationUniqueIds)];
      const missing = wanted.find((uniqueId) => !held.has(uniqueId));
      if (missing !== undefined) {
        const known = await findCatalogueApplication(db, missing);
        throw new ApiError(
          ErrorCode.ApplicationNotHeld,
          `应用「${known?.name ?? missing}」不存在或您无权使用，无法收藏`,
        );
      }
      await db.transaction((tx) =>
        replaceFavorites(
          tx,
          session.membershipId,
          wanted.map((uniqueId) => held.get(uniqueId)!.id),
        ),
      );
      return ok(await layoutOf(db, session));
    },
  );

  app.post('/app/v1/user/layout/preview', { schema: { body: Type.Object({}) } }, async (request) => {
    const recent = await listRecentApplications(db, organizationSessionOf(request));
    return ok(
      recent.map(({ lastUsedAt, ...application }) => ({
        ...presentApplication(application),
        lastUsedAt: lastUsedAt.toISOString(),
      })),
    );
  });
};
