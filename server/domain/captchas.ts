import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';
import { digest, newSixDigitCode } from '../services/secrets';

type CaptchaConfig = ServerConfig['captcha'];

const codeDigest = (telephone: string, code: string) => digest(`${telephone}:${code}`);

/** Issues a 6-digit code for a telephone, at most one per resend interval; stores only its digest. */
export async function issueCaptcha(
  db: Queryable,
  telephone: string,
  now: Date,
  config: CaptchaConfig,
): Promise<string> {
  const recent = await queryOne<{ created_at: Date }>(
    db,
    'select created_at from captchas where telephone = $1 and created_at > $2 order by created_at desc limit 1',
    [telephone, new Date(now.getTime() - config.resendIntervalMs)],
  );
  if (recent) {
    const seconds = Math.ceil((recent.created_at.getTime() + config.resendIntervalMs - now.getTime()) / 1000);
    throw new ApiError(
      ErrorCode.CaptchaTooFrequent,
      `验证码发送过于频繁，请 ${Math.max(1, seconds)} 秒后再试`,
    );
  }
  const code = newSixDigitCode();
  // A new code replaces any earlier one still waiting.
  await db.query('update captchas set consumed_at = $2 where telephone = $1 and consumed_at is null', [
    telephone,
    now,
  ]);
  await db.query(
    'insert into captchas (telephone, code_hash, created_at, expires_at) values ($1, $2, $3, $4)',
    [telephone, codeDigest(telephone, code), now, new Date(now.getTime() + config.ttlMs)],
  );
  return code;
}

/**
 * Consumes the telephone's live code when `code` matches. A wrong guess counts against the code,
 * which stops working after `maxAttempts` guesses, so six digits cannot be walked through.
 */
export async function consumeCaptcha(
  db: Queryable,
  telephone: string,
  code: string,
  now: Date,
  config: CaptchaConfig,
): Promise<void> {
  const live = await queryOne<{ id: number; code_hash: string; attempts: number }>(
    db,
    `select id, code_hash, attempts from captchas
      where telephone = $1 and consumed_at is null and expires_at > $2
      order by created_at desc limit 1`,
    [telephone, now],
  );
  if (!live || live.attempts >= config.maxAttempts) throw new ApiError(ErrorCode.WrongCaptcha);
  if (live.code_hash !== codeDigest(telephone, code)) {
    await db.query('update captchas set attempts = attempts + 1 where id = $1', [live.id]);
    throw new ApiError(ErrorCode.WrongCaptcha);
  }
  const consumed = await db.query(
    'update captchas set consumed_at = $2 where id = $1 and consumed_at is null returning id',
    [live.id, now],
  );
  if (consumed.length === 0) throw new ApiError(ErrorCode.WrongCaptcha);
}
