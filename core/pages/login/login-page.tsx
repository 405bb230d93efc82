import { Card, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AuthApi } from '../../api/auth-api';
import { useService } from '../../di/services-context';
import { Notifier } from '../../services/notifier';
import { passwordDigest } from '../../services/password-digest';
import { LoginShell } from './login-shell';
import { PasswordLoginForm } from './password-login-form';
import { useSignIn } from './use-sign-in';

// Most visits sign in with a password: the other two forms load when chosen.
const CaptchaLoginForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "login-extra" */ './captcha-login-form')).CaptchaLoginForm,
}));
const ForgotPasswordPanel = lazy(async () => ({
  default: (await import(/* webpackChunkName: "login-extra" */ './forgot-password-panel'))
    .ForgotPasswordPanel,
}));
const formLoading = <Skeleton active paragraph={{ rows: 4 }} />;

export const LOGIN_TITLE = '登录 - 管理端';
export const PASSWORD_RESET_MESSAGE = '密码已重置，请使用新密码登录';

type LoginTab = 'password' | 'captcha';

/**
 * /login: password or SMS-code sign-in, and the forgotten-password flow in place of the tabs. The
 * auth calls are silent, so every refusal is shown on the page, above the fields that were typed.
 */
export default function LoginPage() {
  const api = useService(AuthApi);
  const notifier = useService(Notifier);
  const signIn = useSignIn();
  const [tab, setTab] = useState<LoginTab>('password');
  const [forgotten, setForgotten] = useState(false);
  const [telephone, setTelephone] = useState<string>();

  useEffect(() => {
    document.title = LOGIN_TITLE;
  }, []);

  const sendCaptcha = async (to: string) => (await api.sendCaptcha(to)).resendAfterSeconds;

  if (forgotten) {
    return (
      <LoginShell subtitle="验证手机号后设置新密码">
        <Card className="atrium-login__card">
          <h2 className="atrium-login__heading">重置密码</h2>
          <Suspense fallback={formLoading}>
            <ForgotPasswordPanel
              initialTelephone={telephone}
              onSendCaptcha={sendCaptcha}
              onVerify={async (to, captcha) => (await api.generatePasswordTicket(to, captcha)).ticket}
              onReset={async (ticket, password) => api.resetPassword(ticket, await passwordDigest(password))}
              onDone={(resetTelephone) => {
                notifier.success(PASSWORD_RESET_MESSAGE);
                setTelephone(resetTelephone);
                setTab('password');
                setForgotten(false);
              }}
              onBack={() => setForgotten(false)}
            />
          </Suspense>
        </Card>
      </LoginShell>
    );
  }

  return (
    <LoginShell subtitle="欢迎回来，请登录您的账号">
      <Card className="atrium-login__card">
        <Tabs
          centered
          size="large"
          activeKey={tab}
          onChange={(key) => setTab(key as LoginTab)}
          items={[
            {
              key: 'password',
              label: '密码登录',
              children: (
                <PasswordLoginForm
                  initialTelephone={telephone}
                  onSubmit={({ telephone: account, password }) =>
                    signIn(async () => api.login(account, await passwordDigest(password)))
                  }
                  onForgot={(typed) => {
                    setTelephone(typed);
                    setForgotten(true);
                  }}
                />
              ),
            },
            {
              key: 'captcha',
              label: '验证码登录',
              children: (
                <Suspense fallback={formLoading}>
                  <CaptchaLoginForm
                    onSendCaptcha={sendCaptcha}
                    onSubmit={({ telephone: account, captcha }) =>
                      signIn(() => api.loginWithCaptcha(account, captcha))
                    }
                  />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
    </LoginShell>
  );
}
