import { Segmented, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AuthApi } from '../../api/auth-api';
import { useService } from '../../di/services-context';
import { Notifier } from '../../services/notifier';
import { passwordDigest } from '../../services/password-digest';
import { LoginCard, LoginShell } from './login-shell';
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
const formLoading = (
  <div className="atrium-login__form-loading">
    <Spin />
  </div>
);

export const LOGIN_TITLE = '登录 - 管理端';
export const PASSWORD_RESET_MESSAGE = '密码已重置，请使用新密码登录';

type LoginTab = 'password' | 'captcha';

/** True from the first time the SMS-code form is chosen: its chunk loads then, and it stays mounted. */
function useCaptchaShown(tab: LoginTab): boolean {
  const [shown, setShown] = useState(tab === 'captcha');
  if (tab === 'captcha' && !shown) setShown(true);
  return shown;
}

/**
 * /login: password or SMS-code sign-in, and the forgotten-password flow in place of the switch. The
 * auth calls are silent, so every refusal is shown on the page, above the fields that were typed.
 */
export default function LoginPage() {
  const api = useService(AuthApi);
  const notifier = useService(Notifier);
  const signIn = useSignIn();
  const [tab, setTab] = useState<LoginTab>('password');
  const captchaShown = useCaptchaShown(tab);
  const [forgotten, setForgotten] = useState(false);
  const [telephone, setTelephone] = useState<string>();

  useEffect(() => {
    document.title = LOGIN_TITLE;
  }, []);

  const sendCaptcha = async (to: string) => (await api.sendCaptcha(to)).resendAfterSeconds;

  if (forgotten) {
    return (
      <LoginShell subtitle="验证手机号后设置新密码">
        <LoginCard>
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
        </LoginCard>
      </LoginShell>
    );
  }

  return (
    <LoginShell subtitle="欢迎回来，请登录您的账号">
      <LoginCard>
        <Segmented<LoginTab>
          block
          size="large"
          className="atrium-login__switch"
          aria-label="登录方式"
          value={tab}
          onChange={setTab}
          options={[
            { value: 'password', label: '密码登录' },
            { value: 'captcha', label: '验证码登录' },
          ]}
        />
        {/* Both forms stay mounted once shown, so switching back keeps what was typed. */}
        <section aria-label="密码登录" hidden={tab !== 'password'}>
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
        </section>
        {captchaShown && (
          <section aria-label="验证码登录" hidden={tab !== 'captcha'}>
            <Suspense fallback={formLoading}>
              <CaptchaLoginForm
                onSendCaptcha={sendCaptcha}
                onSubmit={({ telephone: account, captcha }) =>
                  signIn(() => api.loginWithCaptcha(account, captcha))
                }
              />
            </Suspense>
          </section>
        )}
      </LoginCard>
    </LoginShell>
  );
}
