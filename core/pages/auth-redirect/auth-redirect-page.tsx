import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useService } from '../../di/services-context';
import { SignOutService } from '../../services/sign-out-service';
import { TokenService } from '../../services/token-service';
import { PermissionStore } from '../../stores/permission-store';
import { SessionStore } from '../../stores/session-store';
import { redirectTarget } from '../login/redirect-target';

/**
 * /auth-redirect?token=…&redirect=…: a host or single sign-on hands over a token. It replaces whatever
 * session was there, then the guard loads the member on the way to `redirect` (default /). Without a
 * token there is nothing to sign in with: /login.
 */
export default function AuthRedirectPage() {
  const tokens = useService(TokenService);
  const session = useService(SessionStore);
  const permissions = useService(PermissionStore);
  const signOut = useService(SignOutService);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = params.get('redirect');

  useEffect(() => {
    document.title = '正在登录 - 管理端';
    if (!token) {
      navigate('/login', { replace: true });
      return;
    }
    // Another member's session may be running: it ends the one way (polling, requests, stores, caches).
    if (session.userInfo !== null || permissions.generated) signOut.end('replaced');
    tokens.set(token);
    navigate(redirectTarget(redirect, '/'), { replace: true });
  }, [token, redirect, tokens, session, permissions, signOut, navigate]);

  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spin size="large" description="正在登录…">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
