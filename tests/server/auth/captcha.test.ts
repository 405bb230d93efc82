import { clientDigest } from '../../../server/db/seed/demo-data';
import { ErrorCode } from '../../../server/http/error-codes';
import { MINUTE } from '../support/manual-clock';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const telephone = '13800000002';

const sendCode = (to = telephone) => server.post('/v1/account/captcha/send', { telephone: to });
const loginWith = (captcha: string, to = telephone) =>
  server.post<{ token: string }>('/v1/account/login/captcha', { telephone: to, captcha });

describe('SMS code sign-in', () => {
  it('sends a 6-digit code through the SMS sender and stores only its digest', async () => {
    const sent = await sendCode();
    expect(sent.body).toEqual({ code: 0, message: 'success', data: { resendAfterSeconds: 60 } });
    const code = server.sms.lastCodeFor(telephone);
    expect(server.sms.sent[0]!.text).toMatch(/验证码是 \d{6}，5 分钟内有效/);
    const rows = await server.db.query<{ code_hash: string }>('select code_hash from captchas');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('signs in with the code once', async () => {
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    const first = await loginWith(code);
    expect(first.body.code).toBe(0);
    // An account token like a password sign-in's: it opens the member's organisation.
    const exchanged = await server.post(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: 'xinghe-park' },
      first.body.data.token,
    );
    expect(exchanged.body).toMatchObject({ code: 0, data: { token: expect.any(String) } });
    expect((await loginWith(code)).body).toMatchObject({
      code: ErrorCode.WrongCaptcha,
      message: '验证码错误或已过期',
    });
  });

  it('allows one send per 60 seconds per number', async () => {
    await sendCode();
    server.clock.advance(30_000);
    const again = await sendCode();
    expect(again.body).toMatchObject({
      code: ErrorCode.CaptchaTooFrequent,
      message: '验证码发送过于频繁，请 30 秒后再试',
    });
    expect(server.sms.sent).toHaveLength(1);
    server.clock.advance(30_000);
    expect((await sendCode()).body.code).toBe(0);
    expect(server.sms.sent).toHaveLength(2);
  });

  it('expires a code after five minutes', async () => {
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    server.clock.advance(5 * MINUTE);
    expect((await loginWith(code)).body.code).toBe(ErrorCode.WrongCaptcha);
  });

  it('stops accepting a code after five wrong guesses, so six digits cannot be walked through', async () => {
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await loginWith(wrong)).body.code).toBe(ErrorCode.WrongCaptcha);
    }
    // The telephone is now locked by the sign-in throttle as well.
    expect((await loginWith(code)).body.code).toBe(ErrorCode.AccountLocked);
    server.clock.advance(16 * MINUTE);
    expect((await loginWith(code)).body.code).toBe(ErrorCode.WrongCaptcha);
  });

  it('answers an unknown number like a known one but sends nothing', async () => {
    const sent = await sendCode('13912345678');
    expect(sent.body.code).toBe(0);
    expect(server.sms.sent).toHaveLength(0);
  });

  it('replaces an earlier code with a newer one', async () => {
    await sendCode();
    const first = server.sms.lastCodeFor(telephone);
    server.clock.advance(MINUTE);
    await sendCode();
    const second = server.sms.lastCodeFor(telephone);
    if (first !== second) expect((await loginWith(first)).body.code).toBe(ErrorCode.WrongCaptcha);
    expect((await loginWith(second)).body.code).toBe(0);
  });
});

describe('forgotten password: ticket generate and reset', () => {
  async function ticketFor(to = telephone) {
    await sendCode(to);
    const generated = await server.post<{ ticket: string }>('/v1/account/password/ticket/generate', {
      telephone: to,
      captcha: server.sms.lastCodeFor(to),
    });
    expect(generated.body.code).toBe(0);
    return generated.body.data.ticket;
  }

  it('resets the password with a ticket, ends every session, and accepts the new password', async () => {
    const oldSession = await server.signInTo(telephone, 'xinghe-park');
    const ticket = await ticketFor();
    const reset = await server.post('/v1/account/password/ticket/reset', {
      ticket,
      password: clientDigest('Brand@New2026'),
    });
    expect(reset.body).toEqual({ code: 0, message: 'success', data: null });
    expect((await server.post('/enterprise/v1/session/user/detail', {}, oldSession)).body.code).toBe(
      ErrorCode.SignedOutElsewhere,
    );
    await expect(server.signIn(telephone)).rejects.toThrow('手机号或密码错误');
    // The new password signs in (signIn throws on a refusal) to a token that opens the organisation.
    const token = await server.signIn(telephone, 'Brand@New2026');
    expect(
      (await server.post('/v1/exchange/owner/account/token', { ownerUniqueId: 'xinghe-park' }, token)).body
        .code,
    ).toBe(0);
  });

  it('accepts a ticket once', async () => {
    const ticket = await ticketFor();
    const body = { ticket, password: clientDigest('Brand@New2026') };
    expect((await server.post('/v1/account/password/ticket/reset', body)).body.code).toBe(0);
    expect((await server.post('/v1/account/password/ticket/reset', body)).body).toMatchObject({
      code: ErrorCode.InvalidTicket,
      message: '重置凭证无效或已过期，请重新获取验证码',
    });
  });

  it('refuses an expired ticket and a wrong code', async () => {
    const ticket = await ticketFor();
    server.clock.advance(10 * MINUTE);
    const expired = await server.post('/v1/account/password/ticket/reset', {
      ticket,
      password: clientDigest('X@1234567'),
    });
    expect(expired.body.code).toBe(ErrorCode.InvalidTicket);

    server.clock.advance(MINUTE);
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    const wrong = await server.post('/v1/account/password/ticket/generate', {
      telephone,
      captcha: code === '999999' ? '888888' : '999999',
    });
    expect(wrong.body.code).toBe(ErrorCode.WrongCaptcha);
  });
});

describe('guessing codes under concurrency', () => {
  const generate = (captcha: string, address: string, to = telephone) =>
    server.post<{ ticket: string }>(
      '/v1/account/password/ticket/generate',
      { telephone: to, captcha },
      undefined,
      { 'x-forwarded-for': address },
    );

  it('compares at most five of thirty wrong guesses sent at once, which burns the code', async () => {
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 30 }, () => generate(wrong, '203.0.113.20')));
    const compared = answers.filter((answer) => answer.body.message === '验证码错误或已过期').length;
    const burnt = answers.filter((answer) => answer.body.message === '验证码错误次数过多，请重新获取验证码');
    expect(compared).toBeLessThanOrEqual(5);
    expect(compared + burnt.length).toBe(30);
    expect(burnt.every((answer) => answer.body.code === ErrorCode.WrongCaptcha)).toBe(true);
    // The right code comes too late: five guesses used the code up.
    expect((await generate(code, '198.51.100.20')).body).toMatchObject({
      code: ErrorCode.WrongCaptcha,
      message: '验证码错误次数过多，请重新获取验证码',
    });
    // A new code works again.
    server.clock.advance(MINUTE);
    await sendCode();
    expect((await generate(server.sms.lastCodeFor(telephone), '198.51.100.20')).body.code).toBe(0);
  });

  it('signs in once when the right code arrives many times at once', async () => {
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    const answers = await Promise.all(Array.from({ length: 10 }, () => loginWith(code)));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
  });

  it('makes one address wait after thirty failed codes, on every route that takes a code', async () => {
    for (let index = 0; index < 30; index += 1) {
      const result = await generate('123456', '203.0.113.21', `1390000${String(index).padStart(4, '0')}`);
      expect(result.body.code).toBe(ErrorCode.WrongCaptcha);
    }
    const blocked = await generate('123456', '203.0.113.21');
    expect(blocked.body).toMatchObject({ code: ErrorCode.TooManyAttempts });
    expect(blocked.body.message).toMatch(/^找回密码尝试过于频繁，请 10 分钟后再试$/);
    const signIn = await server.post(
      '/v1/account/login/captcha',
      { telephone, captcha: '123456' },
      undefined,
      { 'x-forwarded-for': '203.0.113.21' },
    );
    expect(signIn.body).toMatchObject({ code: ErrorCode.TooManyAttempts });
    expect(signIn.body.message).toMatch(/^登录尝试过于频繁，请 10 分钟后再试$/);

    // Another address still gets its code checked; the waiting one is let through after the window.
    await sendCode();
    const code = server.sms.lastCodeFor(telephone);
    expect((await generate(code, '198.51.100.21')).body.code).toBe(0);
    server.clock.advance(10 * MINUTE);
    await sendCode();
    expect((await generate(server.sms.lastCodeFor(telephone), '203.0.113.21')).body.code).toBe(0);
  });

  it('lets forty guesses from one address sent at once fail at most thirty times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        generate('123456', '203.0.113.22', `1390000${String(index).padStart(4, '0')}`),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === ErrorCode.WrongCaptcha).length).toBeLessThanOrEqual(30);
    expect(codes.filter((code) => code === ErrorCode.TooManyAttempts).length).toBeGreaterThanOrEqual(10);
  });
});
