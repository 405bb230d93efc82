import { Suspense } from 'react';
import { componentOf, prefetchView } from '../../routing/view-loading';
import { maskTelephone } from './login-rules';

// Shown only after a call (a refusal, a code sent): antd's Alert, with its icons and motion, loads with
// that call instead of with the page (issue 17's budget for /login).
const loadAlert = () => import(/* webpackChunkName: "login-alert" */ 'antd/es/alert');

/** Asks for the status's code as a call starts, so it is there when the call answers. */
export function prepareFormStatus(): void {
  prefetchView(loadAlert);
}

/** Above a sign-in form: the refusal if there is one, otherwise where the SMS code went. */
export function FormStatus({ error, sentTo }: { error: string | undefined; sentTo?: string | undefined }) {
  if (!error && !sentTo) return null;
  // Asked for as the call started: usually here by its answer, and then shown in the same render.
  const Alert = componentOf(loadAlert);
  return (
    <Suspense fallback={null}>
      {error ? (
        <Alert className="atrium-login__alert" type="error" showIcon title={error} />
      ) : (
        <Alert
          className="atrium-login__alert"
          type="success"
          showIcon
          title={`验证码已发送至 ${maskTelephone(sentTo ?? '')}`}
        />
      )}
    </Suspense>
  );
}
