// A host page's own code, as an integrator would write it without the console's: it signs in through
// the API (the demo admin), fetches the member's resources, and then hands the session to the page's
// micro-frontend framework (qiankun or single-spa, from npm), whose registration is the README's.
// What the console tells the host (a logout, an error) is written in the page for the tests to read.
(() => {
  const status = () => document.getElementById('host-status');
  const errors = () => document.getElementById('host-errors');

  /** An error the host heard (from the console's onError, or the framework's error handler). */
  function reportError(error) {
    const item = document.createElement('li');
    item.textContent = error instanceof Error ? error.message : String(error);
    errors().append(item);
  }

  /** The console's server when it is not this page's origin (`<html data-console-origin>`), else ''. */
  const consoleOrigin = document.documentElement.dataset.consoleOrigin ?? '';

  async function call(url, body, token) {
    const headers = { 'content-type': 'application/json' };
    if (token) headers.authorization = token;
    const response = await fetch(`${consoleOrigin}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const envelope = await response.json();
    if (envelope.code !== 0) throw new Error(envelope.message || `请求失败（${envelope.code}）`);
    return envelope.data;
  }

  async function sha256Hex(text) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  /** Sign-in → the first organisation's token → the member's resources. */
  async function signIn() {
    const account = await call('/v1/account/login', {
      telephone: '13800000001',
      password: await sha256Hex('Atrium@2026'),
    });
    const organizations = await call('/v1/exchange/owner/account/list', { name: 'portal' }, account.token);
    const issued = await call(
      '/v1/exchange/owner/account/token',
      { ownerUniqueId: organizations[0].uniqueId },
      account.token,
    );
    const detail = await call('/enterprise/v1/session/resource/detail', {}, issued.token);
    return { token: issued.token, resources: detail.resources };
  }

  /** The host's own links: a history push, which both frameworks follow (they patch pushState). */
  function followLinksInPage() {
    for (const link of document.querySelectorAll('a[data-host-link]')) {
      link.addEventListener('click', (event) => {
        event.preventDefault();
        window.history.pushState(null, '', link.getAttribute('href'));
      });
    }
  }

  window.host = {
    consoleOrigin,
    reportError,
    /** Signs in, then runs `register` with what the README's snippets name: token, resources, onLogout. */
    start(register) {
      followLinksInPage();
      signIn()
        .then(({ token, resources }) => {
          const onLogout = () => {
            status().textContent = '已从管理端退出';
          };
          const onError = reportError;
          status().textContent = '宿主已登录';
          register({ token, resources, onLogout, onError });
        })
        .catch(reportError);
    },
  };
})();
