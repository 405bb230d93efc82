import { Button } from 'antd';
import { useState } from 'react';
import { useCountdown } from './use-countdown';

export const DEFAULT_RESEND_SECONDS = 60;

export interface CaptchaButtonProps {
  /** Sends the code; resolves with the seconds to wait before resending, or rejects (nothing sent). */
  onSend(): Promise<number | undefined>;
}

/** 获取验证码, then "60 秒后重发" counting down while disabled. */
export function CaptchaButton({ onSend }: CaptchaButtonProps) {
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      start((await onSend()) ?? DEFAULT_RESEND_SECONDS);
    } catch {
      // The caller has shown why; the button stays available.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      className="atrium-login__captcha-button"
      size="large"
      disabled={left > 0}
      loading={sending}
      onClick={send}
    >
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </Button>
  );
}
