import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ByApplication, ByName } from '../../../../manifests/contracts/market';
import { ok } from '../../../http/envelope';
import { keywordOf } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import {
  listApplicationEditions,
  listApplicationPackages,
  listMarketCategories,
  listMarketGroups,
  readMarketApplication,
} from '../applications/browse-market';
import { memberAt } from './member-at';

/** The market: every catalogue application, what the organisation has of it, editions and packages. */
export const marketplaceRoutes: FastifyPluginAsyncTypebox = namedPlugin('marketplaceRoutes', async (app) => {
  const { db } = app.services;

  app.post(
    '/app/v1/marketplace/application/category/list/name',
    { schema: { body: Type.Object({}) } },
    async () => ok(await listMarketCategories(db)),
  );

  app.post('/app/v1/marketplace/application/group/list', { schema: { body: ByName } }, async (request) => {
    const keyword = keywordOf(request.body.name);
    return ok(await listMarketGroups(db, { ...memberAt(app.services, request), keyword }));
  });

  app.post('/app/v1/marketplace/application/detail', { schema: { body: ByApplication } }, async (request) => {
    const { uniqueId } = request.body;
    return ok(await readMarketApplication(db, { ...memberAt(app.services, request), uniqueId }));
  });

  app.post(
    '/app/v1/marketplace/application/edition/list',
    { schema: { body: ByApplication } },
    async (request) => ok(await listApplicationEditions(db, { uniqueId: request.body.uniqueId })),
  );

  app.post('/app/v1/application/package/list/name', { schema: { body: ByName } }, async (request) =>
    ok(await listApplicationPackages(db, { keyword: keywordOf(request.body.name) })),
  );
});
