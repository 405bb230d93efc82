import { Alert } from 'antd';
import { maskTelephone } from './login-rules';

/** Above a sign-in form: the refusal if there is one, otherwise where the SMS code went. */
export function FormStatus({ error, sentTo }: { error: string | undefined; sentTo?: string | undefined }) {
  if (error) return <Alert className="atrium-login__alert" type="error" showIcon title={error} />;
  if (!sentTo) return null;
  return (
    <Alert
      className="atrium-login__alert"
      type="success"
      showIcon
      title={`验证码已发送至 ${maskTelephone(sentTo)}`}
    />
  );
}
