import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { clientDigest } from '../../server/db/seed/demo-data';
import { workerValidators } from './support/test-database';
import { setupTestServer, testConfig } from './support/test-server';

const server = setupTestServer();

/** The app as main.ts builds it, its log written to memory instead of stdout. */
let app: FastifyInstance;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  app = await buildApp({
    config: testConfig,
    db: server.db,
    clock: server.clock,
    buildValidator: workerValidators(),
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  // Stands for a fault deep in the database layer: PGlite attaches the statement's parameters.
  app.post('/test/database-fault', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), {
      query: 'update accounts set password_hash = $2 where id = $1',
      params: [1, '$argon2id$v=19$m=19456,t=2,p=1$STORED-HASH'],
    });
  });
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
});

describe('request logging', () => {
  it('hides the token of /auth-redirect in the logged URL and keeps the other parameters', async () => {
    await app.inject({ method: 'GET', url: '/auth-redirect?token=SECRET&x=1' });
    expect(log()).toContain('/auth-redirect?token=[已隐藏]&x=1');
    expect(log()).not.toContain('SECRET');
  });

  it('hides every secret parameter, whatever its case or position', async () => {
    await app.inject({
      method: 'GET',
      url: '/auth-redirect?redirect=%2Fdashboard&ticket=T1cket&code=C0de&CAPTCHA=Capt&password=Pw0rd&access_token=Acc3ss&newPassword=NewPw',
    });
    expect(log()).toContain('redirect=%2Fdashboard');
    for (const secret of ['T1cket', 'C0de', 'Capt', 'Pw0rd', 'Acc3ss', 'NewPw']) {
      expect(log()).not.toContain(secret);
    }
    expect(log()).toContain('CAPTCHA=[已隐藏]');
  });

  it('never writes a sign-in body or its authorization header', async () => {
    const password = clientDigest('Wrong@2026');
    await app.inject({
      method: 'POST',
      url: '/v1/account/login',
      headers: { 'content-type': 'application/json', authorization: 'HEADER-TOKEN' },
      payload: { telephone: '13800000001', password },
    });
    expect(log()).toContain('incoming request');
    expect(log()).not.toContain(password);
    expect(log()).not.toContain('HEADER-TOKEN');
  });

  it('hides secret parameters of a URL quoted in a message', () => {
    app.log.info('Route GET:/auth-redirect?token=QUOTED&redirect=/home not found');
    expect(log()).toContain('/auth-redirect?token=[已隐藏]&redirect=/home');
    expect(log()).not.toContain('QUOTED');
  });

  it('logs an unexpected fault without the parameters of the failed statement', async () => {
    const password = clientDigest('Atrium@2026');
    const answer = await app.inject({
      method: 'POST',
      url: '/test/database-fault?ticket=URL-TICKET',
      headers: { 'content-type': 'application/json' },
      payload: { password },
    });
    expect(answer.statusCode).toBe(500);
    expect(log()).toContain('unhandled error');
    expect(log()).toContain('duplicate key value violates unique constraint');
    expect(log()).not.toContain('STORED-HASH');
    expect(log()).not.toContain(password);
    expect(log()).not.toContain('URL-TICKET');
  });
});
