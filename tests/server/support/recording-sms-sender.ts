import type { SmsSender } from '../../../server/services/sms-sender';

/** Keeps every message instead of sending it, so tests can read the code a user would receive. */
export class RecordingSmsSender implements SmsSender {
  readonly sent: { telephone: string; text: string }[] = [];

  async send(telephone: string, text: string): Promise<void> {
    this.sent.push({ telephone, text });
  }

  /** Forgets what was sent: the harness shares one sender per suite and clears it before each test. */
  clear(): void {
    this.sent.length = 0;
  }

  lastCodeFor(telephone: string): string {
    const message = this.sent.filter((entry) => entry.telephone === telephone).at(-1);
    const code = message?.text.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code was sent to ${telephone}`);
    return code;
  }
}
