import type { TestServer } from './test-server';

/**
 * Tokens signed in once per member and organisation and kept until `forget` (a test's `beforeEach`):
 * a suite's calls as several members without signing in again for each.
 */
export function signedInTokens(server: TestServer) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (telephone: string, organization: string) => {
    const key = `${telephone}@${organization}`;
    let token = tokens.get(key);
    if (!token) {
      token = server.signInTo(telephone, organization);
      tokens.set(key, token);
    }
    return token;
  };
  return { tokenOf, forget: () => tokens.clear() };
}
