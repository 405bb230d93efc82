import { clientDigest } from '../../../server/db/seed/demo-data';
import { ErrorCode } from '../../../server/http/error-codes';
import { MINUTE } from '../support/manual-clock';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

const login = (telephone: string, password: string, address = '10.0.0.1') =>
  server.post<{ token: string; expiresAt: string; passwordExpired: boolean }>(
    '/v1/account/login',
    { telephone, password: clientDigest(password) },
    undefined,
    { 'x-forwarded-for': address },
  );

describe('password sign-in', () => {
  it('issues an opaque token and stores only its digest', async () => {
    const { body } = await login('13800000001', 'Atrium@2026');
    expect(body.code).toBe(0);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.passwordExpired).toBe(false);
    expect(Date.parse(body.data.expiresAt)).toBe(server.clock.now().getTime() + 12 * 60 * MINUTE);
    const stored = await server.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(body.data.token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores passwords as argon2id of the client digest', async () => {
    const [account] = await server.db.query<{ password_hash: string }>(
      "select password_hash from accounts where telephone = '13800000001'",
    );
    expect(account!.password_hash).toMatch(/^\$argon2id\$/);
    expect(account!.password_hash).not.toContain(clientDigest('Atrium@2026'));
  });

  it('refuses a wrong password and an unknown telephone with the same message', async () => {
    const wrong = await login('13800000001', 'Wrong@2026');
    const unknown = await login('13900000000', 'Atrium@2026');
    expect(wrong.body).toEqual({
      code: ErrorCode.WrongCredentials,
      message: '手机号或密码错误，还可尝试 4 次',
      data: null,
    });
    expect(unknown.body.code).toBe(ErrorCode.WrongCredentials);
    expect(unknown.body.message).toBe('手机号或密码错误，还可尝试 4 次');
  });

  it('marks the session of a password older than 90 days, which may then only change the password', async () => {
    const { body } = await login('13800000003', 'Atrium@2026');
    expect(body.data.passwordExpired).toBe(true);
    const organizationToken = (
      await server.post<{ token: string }>(
        '/v1/exchange/owner/account/token',
        { ownerUniqueId: 'xinghe-park' },
        body.data.token,
      )
    ).body.data.token;
    const detail = await server.post<{ passwordExpired: boolean }>(
      '/enterprise/v1/session/user/detail',
      {},
      organizationToken,
    );
    expect(detail.body.data.passwordExpired).toBe(true);
    const blocked = await server.post('/enterprise/v1/message/type/list', {}, organizationToken);
    expect(blocked.body).toMatchObject({
      code: ErrorCode.PasswordExpired,
      message: '密码已超过 90 天未修改，请先修改密码',
    });

    const changed = await server.post(
      '/enterprise/v1/user/modify/password',
      { oldPassword: clientDigest('Atrium@2026'), newPassword: clientDigest('Renewed@2027') },
      organizationToken,
    );
    expect(changed.body.code).toBe(0);
    const unblocked = await server.post('/enterprise/v1/message/type/list', {}, organizationToken);
    expect(unblocked.body.code).toBe(0);
  });

  it('locks the telephone after five consecutive failures, and unlocks it after the lock period', async () => {
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      messages.push((await login('13800000001', 'Wrong@2026')).body.message);
    }
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => `手机号或密码错误，还可尝试 ${left} 次`));
    expect(messages[4]).toBe('密码错误次数过多，账号已锁定，请 15 分钟后再试');

    const whileLocked = await login('13800000001', 'Atrium@2026');
    expect(whileLocked.body.code).toBe(ErrorCode.AccountLocked);
    expect(whileLocked.body.message).toMatch(/账号已锁定，请 15 分钟后再试/);

    server.clock.advance(10 * MINUTE);
    expect((await login('13800000001', 'Atrium@2026')).body.message).toMatch(/请 5 分钟后再试/);

    server.clock.advance(5 * MINUTE + 1);
    expect((await login('13800000001', 'Atrium@2026')).body.code).toBe(0);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await login('13800000001', 'Wrong@2026');
    expect((await login('13800000001', 'Atrium@2026')).body.code).toBe(0);
    expect((await login('13800000001', 'Wrong@2026')).body.message).toBe('手机号或密码错误，还可尝试 4 次');
  });

  it('makes one address wait after many failures across telephones', async () => {
    expect(server.app.services.config.throttle.addressMaxFailures).toBe(30);
    for (let index = 0; index < 30; index += 1) {
      const telephone = `1390000${String(index).padStart(4, '0')}`;
      const result = await login(telephone, 'Wrong@2026', '203.0.113.7');
      expect(result.body.code).toBe(ErrorCode.WrongCredentials);
    }
    const blocked = await login('13800000001', 'Atrium@2026', '203.0.113.7');
    expect(blocked.body).toMatchObject({ code: ErrorCode.TooManyAttempts });
    expect(blocked.body.message).toMatch(/^登录尝试过于频繁，请 \d+ 分钟后再试$/);
    // Another address is not affected.
    expect((await login('13800000001', 'Atrium@2026', '198.51.100.1')).body.code).toBe(0);
  });

  it('keeps its counts in the database, so that every replica sees them', async () => {
    await login('13800000001', 'Wrong@2026');
    const rows = await server.db.query<{ key: string; failures: number }>(
      'select key, failures from login_throttle order by key',
    );
    expect(rows).toEqual([
      { key: 'account:13800000001', failures: 1 },
      { key: 'address:10.0.0.1', failures: 1 },
    ]);
  });
});

describe('lock-out under concurrent sign-ins', () => {
  it('gives the address its attempt back after a success, and charges it nothing for a locked account', async () => {
    await login('13800000001', 'Wrong@2026');
    expect((await login('13800000001', 'Atrium@2026')).body.code).toBe(0);
    for (let attempt = 0; attempt < 5; attempt += 1) await login('13800000002', 'Wrong@2026');
    expect((await login('13800000002', 'Atrium@2026')).body.code).toBe(ErrorCode.AccountLocked);
    const rows = await server.db.query<{ key: string; failures: number }>(
      'select key, failures from login_throttle order by key',
    );
    expect(rows).toEqual([
      { key: 'account:13800000002', failures: 6 },
      { key: 'address:10.0.0.1', failures: 6 },
    ]);
  });

  it('verifies at most five of twenty wrong passwords sent at once, and the lock holds for the right one', async () => {
    const verify = jest.spyOn(server.app.services.passwordHasher, 'verify');
    let answers: Awaited<ReturnType<typeof login>>[];
    let verifications: number;
    try {
      answers = await Promise.all(Array.from({ length: 20 }, () => login('13800000001', 'Wrong@2026')));
    } finally {
      verifications = verify.mock.calls.length;
      verify.mockRestore();
    }
    const codes = answers.map((answer) => answer.body.code);
    const wrong = codes.filter((code) => code === ErrorCode.WrongCredentials).length;
    const locked = codes.filter((code) => code === ErrorCode.AccountLocked).length;
    expect(verifications).toBeLessThanOrEqual(5);
    expect(wrong).toBeLessThanOrEqual(5);
    expect(wrong + locked).toBe(20);
    for (const answer of answers) {
      expect(answer.body.message).toMatch(
        /^(手机号或密码错误，还可尝试 [1-4] 次|密码错误次数过多，账号已锁定，请 15 分钟后再试)$/,
      );
    }

    // The right password does not open a locked account, until the lock has passed.
    expect((await login('13800000001', 'Atrium@2026')).body.code).toBe(ErrorCode.AccountLocked);
    server.clock.advance(15 * MINUTE - 1);
    expect((await login('13800000001', 'Atrium@2026')).body.code).toBe(ErrorCode.AccountLocked);
    server.clock.advance(2);
    expect((await login('13800000001', 'Atrium@2026')).body.code).toBe(0);
  });

  it('lets one address fail at most thirty times when its attempts arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        login(`1390000${String(index).padStart(4, '0')}`, 'Wrong@2026', '203.0.113.8'),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === ErrorCode.WrongCredentials).length).toBeLessThanOrEqual(30);
    expect(codes.filter((code) => code === ErrorCode.TooManyAttempts).length).toBeGreaterThanOrEqual(10);
  });
});
