import { createHash } from 'node:crypto';

export const DEMO_TELEPHONE = '13800000001';
export const DEMO_ORGANIZATION = 'xinghe-park';
const DEMO_PASSWORD = 'Atrium@2026';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One call as the console makes it: POST + JSON, the token as the raw authorization header. */
export async function post<T>(baseUrl: string, path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}: ${text}`);
  const envelope = JSON.parse(text) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path} answered code ${envelope.code}: ${envelope.message}`);
  return envelope.data;
}

/** Signs in as the demo administrator and returns a token scoped to the demo park. */
export async function signInToOrganization(baseUrl: string): Promise<string> {
  const password = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const account = await post<{ token: string }>(baseUrl, '/v1/account/login', {
    telephone: DEMO_TELEPHONE,
    password,
  });
  const organization = await post<{ token: string }>(
    baseUrl,
    '/v1/exchange/owner/account/token',
    { ownerUniqueId: DEMO_ORGANIZATION },
    account.token,
  );
  return organization.token;
}
