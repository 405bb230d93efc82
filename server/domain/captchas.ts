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
 * Consumes the telephone's live code when `code` matches. Every guess counts against the code before
 * it is compared, in one statement that refuses once `maxAttempts` guesses were counted, so concurrent
 * guesses cannot be compared more often than that and six digits cannot be walked through.
 */
export async function consumeCaptcha(
  db: Queryable,
  telephone: string,
  code: string,
  now: Date,
  config: CaptchaConfig,
): Promise<void> {
  const counted = await queryOne<{ id: number; code_hash: string }>(
    db,
    `update captchas set attempts = attempts + 1
      where id = (select id from captchas
                   where telephone = $1 and consumed_at is null and expires_at > $2::timestamptz
                   order by created_at desc limit 1)
        and consumed_at is null and attempts < $3::int
      returning id, code_hash`,
    [telephone, now, config.maxAttempts],
  );
  if (!counted) throw await refusalWithoutGuess(db, telephone, now, config);
  if (counted.code_hash !== codeDigest(telephone, code)) throw new ApiError(ErrorCode.WrongCaptcha);
  const consumed = await db.query(
    'update captchas set consumed_at = $2 where id = $1 and consumed_at is null returning id',
    [counted.id, now],
  );
  if (consumed.length === 0) throw new ApiError(ErrorCode.WrongCaptcha);
}

/** No guess was counted: the live code has used up its guesses, or there is none. */
async function refusalWithoutGuess(
  db: Queryable,
  telephone: string,
  now: Date,
  config: CaptchaConfig,
): Promise<ApiError> {
  const burnt = await queryOne(
    db,
    `select 1 from captchas
      where telephone = $1 and consumed_at is null and expires_at > $2::timestamptz and attempts >= $3::int`,
    [telephone, now, config.maxAttempts],
  );
  return burnt
    ? new ApiError(ErrorCode.WrongCaptcha, '验证码错误次数过多，请重新获取验证码')
    : new ApiError(ErrorCode.WrongCaptcha);
}
