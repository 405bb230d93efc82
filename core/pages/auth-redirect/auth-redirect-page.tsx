import { Button, Flex, Result, Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/console-embedding';
import { LoginCard, LoginShell } from '../login/login-shell';
import { HandoverConfirm } from './handover-confirm';
import { useHandover } from './use-handover';

export const AUTH_REDIRECT_TITLE = '确认登录 - 管理端';

/**
 * /auth-redirect?token=…&redirect=…: a host or single sign-on hands over a token. The page shows whose
 * it is and asks before taking it (see useHandover), then the guard loads the member on the way to
 * `redirect` (default /). Without a token there is nothing to sign in with: /login.
 */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(AUTH_REDIRECT_TITLE);
  if (!token) return <Navigate to="/login" replace />;
  return <Handover token={token} redirect={params.get('redirect')} />;
}

function Handover({ token, redirect }: { token: string; redirect: string | null }) {
  const { handover, accept, decline } = useHandover(token, redirect);
  return (
    <LoginShell subtitle="通过链接登录">
      <LoginCard>
        {handover.step === 'checking' && (
          <Flex vertical align="center" gap={12} style={{ padding: '32px 0' }}>
            <Spin size="large" />
            <span role="status">正在验证登录链接…</span>
          </Flex>
        )}
        {handover.step === 'refused' && (
          <Result
            status="warning"
            title="登录链接无效或已过期"
            subTitle="请回到发起登录的系统重新进入，或直接使用账号登录。"
            extra={
              <Button type="primary" onClick={decline}>
                {handover.signedIn ? '返回' : '前往登录'}
              </Button>
            }
          />
        )}
        {handover.step === 'confirm' && (
          <HandoverConfirm
            incoming={handover.incoming}
            current={handover.current}
            onAccept={accept}
            onDecline={decline}
          />
        )}
      </LoginCard>
    </LoginShell>
  );
}
