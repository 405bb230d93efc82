import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
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
import { memberAt } from './member-at';

/** Favourites a member may keep. */
const MAX_FAVORITES = 50;

/** The member's workbench: applications by category, favourites in their order, recently used. */
export const employeeLayoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post('/app/v1/employee/layout/card/list', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await readWorkbenchCards(db, memberAt(app.services, request))),
  );

  app.post('/app/v1/employee/layout/detail', { schema: { body: Type.Object({}) } }, async (request) =>
    ok(await readWorkbenchLayout(db, memberAt(app.services, request))),
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
    ok(await listRecentlyUsed(db, memberAt(app.services, request))),
  );
};
// Named here: the definition's first line would not fit around a call (see namedPlugin).
namedPlugin('employeeLayoutRoutes', employeeLayoutRoutes);
