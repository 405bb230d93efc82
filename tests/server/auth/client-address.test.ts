import { loadConfig } from '../../../server/config';
import { clientDigest } from '../../../server/db/seed/demo-data';
import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer, type TestServer } from '../support/test-server';

/** The server's config as an operator writes TRUST_PROXY; `app.inject` connects from 127.0.0.1. */
const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }, '/').trustProxy;

const wrongSignIn = (server: TestServer, forwardedFor: string | undefined, telephone = '13900000000') =>
  server.post('/v1/account/login', { telephone, password: clientDigest('Wrong@2026') }, undefined, {
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

/** The address the sign-in throttle counted the failure against. */
async function throttledAddress(server: TestServer): Promise<string[]> {
  const rows = await server.db.query<{ key: string }>(
    "select key from login_throttle where key like 'address:%' order by key",
  );
  return rows.map((row) => row.key.slice('address:'.length));
}

describe('TRUST_PROXY=1: one proxy, whose appended address is the client', () => {
  const server = setupTestServer({ trustProxy: trustProxy('1') });

  it('throttles a client that forges the left-most X-Forwarded-For entry on every attempt', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 32; index += 1) {
      // The client sends `X-Forwarded-For: 198.51.100.<n>`; the proxy appends the address it saw.
      const result = await wrongSignIn(
        server,
        `198.51.100.${index}, 203.0.113.9`,
        `1390000${String(index).padStart(4, '0')}`,
      );
      codes.push(result.body.code);
    }
    expect(codes.slice(0, 30).every((code) => code === ErrorCode.WrongCredentials)).toBe(true);
    expect(codes.slice(30)).toEqual([ErrorCode.TooManyAttempts, ErrorCode.TooManyAttempts]);
    expect(await throttledAddress(server)).toEqual(['203.0.113.9']);
  });

  it('reads the proxy-appended address, not a forged chain before it', async () => {
    await wrongSignIn(server, '10.9.8.7, 192.0.2.1, 203.0.113.10');
    expect(await throttledAddress(server)).toEqual(['203.0.113.10']);
  });

  it('uses the connecting address when no proxy header came', async () => {
    await wrongSignIn(server, undefined);
    expect(await throttledAddress(server)).toEqual(['127.0.0.1']);
  });
});

describe('TRUST_PROXY=2: two proxies', () => {
  const server = setupTestServer({ trustProxy: trustProxy('2') });

  it('skips the inner proxy and ignores what the client wrote', async () => {
    // client (forged 192.0.2.66) → outer proxy sees 203.0.113.11 → inner proxy 10.0.0.5 → server
    await wrongSignIn(server, '192.0.2.66, 203.0.113.11, 10.0.0.5');
    expect(await throttledAddress(server)).toEqual(['203.0.113.11']);
  });
});

describe('TRUST_PROXY as a list of proxy addresses and ranges', () => {
  const server = setupTestServer({ trustProxy: trustProxy('127.0.0.1, 10.0.0.0/8') });

  it('takes the right-most address that is not a listed proxy', async () => {
    await wrongSignIn(server, '192.0.2.66, 203.0.113.12, 10.1.2.3');
    expect(await throttledAddress(server)).toEqual(['203.0.113.12']);
  });

  it('does not trust an address the list does not name', async () => {
    await wrongSignIn(server, '192.0.2.66, 10.1.2.3, 203.0.113.13, 10.4.5.6');
    expect(await throttledAddress(server)).toEqual(['203.0.113.13']);
  });
});

describe('TRUST_PROXY unset', () => {
  const server = setupTestServer({ trustProxy: trustProxy(undefined) });

  it('ignores X-Forwarded-For altogether', async () => {
    await wrongSignIn(server, '203.0.113.14');
    expect(await throttledAddress(server)).toEqual(['127.0.0.1']);
  });
});

describe('reading TRUST_PROXY', () => {
  it('takes a number of hops, a list of addresses, or nothing', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
    expect(trustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxy('10.0.0.0/8, 192.168.1.5,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
  });

  it('refuses `true`, which would let every client name its own address, and anything unreadable', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('true')).toThrow(/层数/);
    expect(() => trustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('1.5')).toThrow(/TRUST_PROXY/);
  });
});
