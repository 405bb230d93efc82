import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message. The reference implementation logs it; a real gateway replaces it. */
export interface SmsSender {
  send(telephone: string, text: string): Promise<void>;
}

export class LogSmsSender implements SmsSender {
  constructor(private readonly logger: FastifyBaseLogger) {}

  async send(telephone: string, text: string): Promise<void> {
    this.logger.info({ sms: { to: telephone, text } }, '短信（参考实现：仅写入日志）');
  }
}
