import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractPermission } from '../../../../manifests/contract';
import {
  ClientCreateBody,
  ClientModifyBody,
  ClientNameQuery,
  ClientPageQuery,
  ClientRef,
} from '../../../../manifests/contracts/contract';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { listClientOptions, readClientDetail, readClientPage } from '../clients/read-clients';
import { createClient, modifyClient } from '../clients/save-client';

export const CLIENT_BASE = '/enterprise/v1/client';

/**
 * 客户 (`/enterprise/v1/client/…`): a client's detail, the picker's search by name (list/name), 客户管理's
 * page, 新增客户 and 编辑客户; each behind its code, within the session's organisation.
 */
export const clientRoutes: FastifyPluginAsyncTypebox = namedPlugin('contractClientRoutes', async (app) => {
  const { db, clock } = app.services;
  const read = { permission: ContractPermission.clients };
  const organizationOf = (request: Parameters<typeof organizationSessionOf>[0]) =>
    organizationSessionOf(request).organizationId;

  app.post(`${CLIENT_BASE}/detail`, { config: read, schema: { body: ClientRef } }, async (request) =>
    ok(await readClientDetail(db, organizationOf(request), request.body.uniqueId)),
  );

  app.post(`${CLIENT_BASE}/list/name`, { config: read, schema: { body: ClientNameQuery } }, async (request) =>
    ok(await listClientOptions(db, organizationOf(request), request.body)),
  );

  app.post(`${CLIENT_BASE}/page`, { config: read, schema: { body: ClientPageQuery } }, async (request) => {
    const { pageNum = 1, pageSize = 10, ...search } = request.body;
    return ok(await readClientPage(db, organizationOf(request), { ...search, pageNum, pageSize }));
  });

  app.post(
    `${CLIENT_BASE}/create`,
    { config: { permission: ContractPermission.clientAdd }, schema: { body: ClientCreateBody } },
    async (request) => {
      const organizationId = organizationOf(request);
      return ok(
        await db.transaction((tx) =>
          createClient(tx, { organizationId, body: request.body, now: clock.now() }),
        ),
      );
    },
  );

  app.post(
    `${CLIENT_BASE}/modify`,
    { config: { permission: ContractPermission.clientModify }, schema: { body: ClientModifyBody } },
    async (request) => {
      const organizationId = organizationOf(request);
      return ok(
        await db.transaction((tx) =>
          modifyClient(tx, { organizationId, body: request.body, now: clock.now() }),
        ),
      );
    },
  );
});
