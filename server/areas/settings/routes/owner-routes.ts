import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { OwnerInfoChanges } from '../../../../manifests/contracts/settings';
import { SettingsPermission } from '../../../../manifests/settings';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { changeParkProfile, readParkProfile } from '../owner/change-park-profile';

/**
 * The organisation ("owner") the session acts in: its park profile (园区详情; every member reads it,
 * changing it takes PARK_INFORMATION_MODIFY), and the message types it uses.
 */
export const ownerRoutes: FastifyPluginAsyncTypebox = namedPlugin('ownerRoutes', async (app) => {
  const { db } = app.services;

  app.post(
    '/enterprise/v1/owner/info/detail',
    { config: { access: 'organization', allowExpiredPassword: true }, schema: { body: Type.Object({}) } },
    async (request) => ok(await readParkProfile(db, organizationSessionOf(request))),
  );

  app.post(
    '/enterprise/v1/owner/info/modify',
    {
      config: { permission: SettingsPermission.parkInformationModify },
      schema: { body: OwnerInfoChanges },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const changes = request.body;
      return ok(await db.transaction((tx) => changeParkProfile(tx, { organizationId, changes })));
    },
  );
});
