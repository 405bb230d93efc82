import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaptchaBody,
  CaptchaSendBody,
  LoginBody,
  TicketResetBody,
} from '../../../manifests/contracts/account';
import {
  type Account,
  findAccountByTelephone,
  isPasswordExpired,
  setPasswordHash,
} from '../../domain/accounts';
import { consumeCaptcha, issueCaptcha } from '../../domain/captchas';
import { accountLockedError, LoginThrottle } from '../../domain/login-throttle';
import { issuePasswordTicket, redeemPasswordTicket } from '../../domain/password-tickets';
import { createSession, revokeAccountSessions } from '../../domain/sessions';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { namedPlugin } from '../../http/named-plugin';

const publicRoute = { access: 'public' } as const;

/** Sign-in by password or SMS code, and the forgotten-password flow (ticket generate, ticket reset). */
export const accountRoutes: FastifyPluginAsyncTypebox = namedPlugin('accountRoutes', async (app) => {
  const { db, clock, passwordHasher, smsSender, config } = app.services;
  const throttle = new LoginThrottle(db, config.throttle);
  // Verifying against this when the telephone is unknown keeps both answers equally slow.
  const decoyHash = passwordHasher.hash('0'.repeat(64));

  async function signIn(account: Account, now: Date) {
    const passwordExpired = isPasswordExpired(account, now, config.passwordMaxAgeMs);
    const issued = await createSession(db, {
      accountId: account.id,
      passwordExpired,
      now,
      expiresAt: new Date(now.getTime() + config.sessionTtlMs),
    });
    return ok({ token: issued.token, expiresAt: issued.expiresAt.toISOString(), passwordExpired });
  }

  app.post(
    '/v1/account/login',
    {
      config: publicRoute,
      schema: { body: LoginBody },
    },
    async (request) => {
      const { telephone, password } = request.body;
      const now = clock.now();
      // Counted before argon2 runs, so concurrent guesses cannot outnumber the tries left.
      const attempt = await throttle.reserve({ action: 'signIn', address: request.ip, telephone, now });
      const account = await findAccountByTelephone(db, telephone);
      const matches = await passwordHasher.verify(account?.passwordHash ?? (await decoyHash), password);
      if (!account || !matches) {
        if (attempt.triesLeft === 0) {
          throw accountLockedError(Math.round(config.throttle.accountLockMs / 60_000));
        }
        throw new ApiError(ErrorCode.WrongCredentials, `手机号或密码错误，还可尝试 ${attempt.triesLeft} 次`);
      }
      await attempt.succeeded();
      return signIn(account, now);
    },
  );

  app.post(
    '/v1/account/captcha/send',
    { config: publicRoute, schema: { body: CaptchaSendBody } },
    async (request) => {
      const { telephone } = request.body;
      const now = clock.now();
      const code = await issueCaptcha(db, telephone, now, config.captcha);
      // Unknown numbers get the same answer, so the endpoint does not reveal who has an account.
      if (await findAccountByTelephone(db, telephone)) {
        const minutes = Math.round(config.captcha.ttlMs / 60_000);
        await smsSender.send(
          telephone,
          `【Atrium】您的验证码是 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`,
        );
      }
      return ok({ resendAfterSeconds: Math.round(config.captcha.resendIntervalMs / 1000) });
    },
  );

  app.post(
    '/v1/account/login/captcha',
    { config: publicRoute, schema: { body: CaptchaBody } },
    async (request) => {
      const { telephone, captcha } = request.body;
      const now = clock.now();
      // A refused code stays counted against the telephone and the address.
      const attempt = await throttle.reserve({ action: 'signIn', address: request.ip, telephone, now });
      await consumeCaptcha(db, telephone, captcha, now, config.captcha);
      const account = await findAccountByTelephone(db, telephone);
      if (!account) throw new ApiError(ErrorCode.WrongCaptcha);
      await attempt.succeeded();
      return signIn(account, now);
    },
  );

  app.post(
    '/v1/account/password/ticket/generate',
    { config: publicRoute, schema: { body: CaptchaBody } },
    async (request) => {
      const { telephone, captcha } = request.body;
      const now = clock.now();
      // The address's budget of failures is shared with sign-in; the code limits guesses per telephone.
      const attempt = await throttle.reserve({ action: 'passwordReset', address: request.ip, now });
      await consumeCaptcha(db, telephone, captcha, now, config.captcha);
      const account = await findAccountByTelephone(db, telephone);
      if (!account) throw new ApiError(ErrorCode.WrongCaptcha);
      await attempt.succeeded();
      const { ticket, expiresAt } = await issuePasswordTicket(
        db,
        account.id,
        now,
        config.passwordTicketTtlMs,
      );
      return ok({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/v1/account/password/ticket/reset',
    {
      config: publicRoute,
      schema: { body: TicketResetBody },
    },
    async (request) => {
      const { ticket, password } = request.body;
      const now = clock.now();
      const passwordHash = await passwordHasher.hash(password);
      await db.transaction(async (tx) => {
        const accountId = await redeemPasswordTicket(tx, ticket, now);
        await setPasswordHash(tx, accountId, passwordHash, now);
        await revokeAccountSessions(tx, accountId, null, 'password_reset', now);
      });
      return ok(null);
    },
  );
});
