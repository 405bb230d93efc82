import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ByApplication, ByName } from '../../../../manifests/contracts/market';
import { findCatalogueApplication, presentApplication } from '../../../domain/applications';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { keywordOf } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { groupByCategory } from '../applications/catalogue';
import {
  findMarketApplication,
  listCategories,
  listEditions,
  listMarketApplications,
  listPackages,
} from '../applications/market';

/** The market: every catalogue application, what the organisation has of it, editions and packages. */
export const marketplaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.services;

  app.post(
    '/app/v1/marketplace/application/category/list/name',
    { schema: { body: Type.Object({}) } },
    async () => ok(await listCategories(db)),
  );

  app.post('/app/v1/marketplace/application/group/list', { schema: { body: ByName } }, async (request) => {
    const [applications, categories] = await Promise.all([
      listMarketApplications(db, organizationSessionOf(request), keywordOf(request.body.name)),
      listCategories(db),
    ]);
    const categoryOrder = categories.map((category) => category.categoryName);
    return ok(groupByCategory(applications.map(presentApplication), categoryOrder));
  });

  app.post('/app/v1/marketplace/application/detail', { schema: { body: ByApplication } }, async (request) => {
    const application = await findMarketApplication(
      db,
      organizationSessionOf(request),
      request.body.uniqueId,
    );
    if (!application) throw new ApiError(ErrorCode.ApplicationNotFound);
    return ok({ ...presentApplication(application), editions: await listEditions(db, application.id) });
  });

  app.post(
    '/app/v1/marketplace/application/edition/list',
    { schema: { body: ByApplication } },
    async (request) => {
      const application = await findCatalogueApplication(db, request.body.uniqueId);
      if (!application) throw new ApiError(ErrorCode.ApplicationNotFound);
      return ok(await listEditions(db, application.id));
    },
  );

  app.post('/app/v1/application/package/list/name', { schema: { body: ByName } }, async (request) =>
    ok(await listPackages(db, keywordOf(request.body.name))),
  );
};
