import { EARLY_ANSWER_TTL_MS, type EarlyAnswers, earlyAnswerKey } from '../boot/early-calls';
import {
  type Envelope,
  type FileAnswer,
  type HttpCall,
  type HttpTransport,
  isEnvelope,
} from './request-service';
import type { RuntimeConfig } from './runtime-config';

/**
 * A transport that first looks for the answer the page already asked for (core/boot/early-calls.ts):
 * the same call (URL, body, the same token) taken once, while fresh; anything else, and an early
 * call that brought nothing usable, goes to the transport it wraps.
 */
export class EarlyAnswerTransport implements HttpTransport {
  constructor(
    private readonly inner: HttpTransport,
    private readonly config: Pick<RuntimeConfig, 'baseUrls'>,
    private readonly early: () => EarlyAnswers | undefined = () => globalThis.window?.__ATRIUM_EARLY__,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async post<T>(call: HttpCall): Promise<Envelope<T>> {
    const answer = this.take(call);
    if (answer) {
      const json = await answer;
      if (isEnvelope<T>(json)) return json;
    }
    return this.inner.post<T>(call);
  }

  postForFile(call: HttpCall): Promise<FileAnswer> {
    return this.inner.postForFile(call);
  }

  private take(call: HttpCall): Promise<unknown> | undefined {
    const early = this.early();
    if (!early || call.token !== early.token) return undefined;
    const key = earlyAnswerKey(this.config.baseUrls[call.service] + call.url, call.body);
    const answer = early.answers[key];
    if (!answer) return undefined;
    // Once: a later call (the next poll) asks the server again.
    delete early.answers[key];
    return this.now() - early.startedAt <= EARLY_ANSWER_TTL_MS ? answer : undefined;
  }
}
