import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ModifyPasswordBody } from '../../../manifests/contracts/account';
import { findAccountById, setPasswordHash } from '../../domain/accounts';
import { revokeAccountSessions } from '../../domain/sessions';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { namedPlugin } from '../../http/named-plugin';
import { sessionOf } from '../../plugins/session-auth';

/** Changing one's own password ends every other session of the account. */
export const userRoutes: FastifyPluginAsyncTypebox = namedPlugin('userRoutes', async (app) => {
  const { db, clock, passwordHasher } = app.services;

  app.post(
    '/enterprise/v1/user/modify/password',
    {
      config: { access: 'account', allowExpiredPassword: true },
      schema: { body: ModifyPasswordBody },
    },
    async (request) => {
      const session = sessionOf(request);
      const { oldPassword, newPassword } = request.body;
      const account = await findAccountById(db, session.accountId);
      if (!account || !(await passwordHasher.verify(account.passwordHash, oldPassword))) {
        throw new ApiError(ErrorCode.WrongOldPassword);
      }
      if (oldPassword === newPassword) throw new ApiError(ErrorCode.SamePassword);
      const passwordHash = await passwordHasher.hash(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, account.id, passwordHash, now);
        await revokeAccountSessions(tx, account.id, session.id, 'password_changed', now);
        await tx.query('update sessions set password_expired = false where id = $1', [session.id]);
      });
      return ok(null);
    },
  );
});
