import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { PlainName, UniqueId } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  arrangeCategories,
  chooseFavorites,
  listRecentlyUsed,
  readWorkbenchCards,
  readWorkbenchLayout,
} from '../applications/arrange-workbench';

/** Favourites a member may keep. */
const MAX_FAVORITES = 50;

/** The member's workbench: applications by category, favourites in their order, recently used. */
export const employeeLayoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, resourceTreeCache } = app.services;
  /** The caller as the workbench's reads need them: the codes they hold from the resource-tree cache. */
  const memberOf = (request: FastifyRequest) => {
    const session = organizationSessionOf(request);
    const now = clock.now();
    return { session, now, held: () => resourceTreeCache.heldCodes(db, session, now) };
  };

  app.post('/app/v1/employee/layout/card/list', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await readWorkbenchCards(db, memberOf(request))),
  );

  app.post('/app/v1/employee/layout/detail', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await readWorkbenchLayout(db, memberOf(request))),
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
      const session = organizationSessionOf(request);
      const { categoryNames } = request.body;
      return ok(
        await db.transaction((tx) => arrangeCategories(tx, { session, categoryNames, now: clock.now() })),
      );
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
      const { applicationUniqueIds } = request.body;
      return ok(
        await db.transaction((tx) =>
          chooseFavorites(tx, { session, applicationUniqueIds, now: clock.now() }),
        ),
      );
    },
  );

  app.post('/app/v1/user/layout/preview', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await listRecentlyUsed(db, memberOf(request))),
  );
};
// Named here: the definition's first line would not fit around a call (see namedPlugin).
namedPlugin('employeeLayoutRoutes', employeeLayoutRoutes);
