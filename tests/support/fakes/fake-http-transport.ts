import type { DownloadedFile } from '@core/services/downloaded-file';
import type { Envelope, FileAnswer, HttpCall, HttpTransport } from '@core/services/request-service';

type Answer = Envelope<unknown> | (() => Envelope<unknown> | Promise<Envelope<unknown>>);

/**
 * An in-memory server behind the real request service: answers each path as the test says (code 0 and
 * `null` for paths it was not told about), records every call with its token, and can hold answers back
 * (`hold(path)`) to leave a call in flight.
 */
export class FakeHttpTransport implements HttpTransport {
  readonly calls: { url: string; token: string | undefined; body: unknown }[] = [];
  private readonly answers = new Map<string, Answer>();
  private everyPath: Answer | undefined;
  private readonly files = new Map<string, DownloadedFile>();

  /** Answers `url` with `answer` from now on. */
  answer(url: string, answer: Answer): void {
    this.answers.set(url, answer);
  }

  /** Answers every path with `answer` (a revoked session, say), whatever was set per path. */
  answerEverything(answer: Answer | undefined): void {
    this.everyPath = answer;
  }

  /** Leaves the calls to `url` unanswered until the returned function answers them (success, `data`). */
  hold(url: string, data: unknown = null): () => void {
    const waiting: (() => void)[] = [];
    this.answer(url, () => new Promise((resolve) => waiting.push(() => resolve({ code: 0, data }))));
    return () => {
      for (const release of waiting.splice(0)) release();
    };
  }

  /** How many calls went to `url`. */
  count(url: string): number {
    return this.calls.filter((call) => call.url === url).length;
  }

  async post<T>(call: HttpCall): Promise<Envelope<T>> {
    this.calls.push({ url: call.url, token: call.token, body: call.body });
    const answer = this.everyPath ?? this.answers.get(call.url) ?? { code: 0, data: null };
    return (typeof answer === 'function' ? await answer() : answer) as Envelope<T>;
  }

  /** Answers `url`'s calls for a file with `file` from now on (a refusal: `answer` it an envelope). */
  answerFile(url: string, file: DownloadedFile): void {
    this.files.set(url, file);
  }

  async postForFile(call: HttpCall): Promise<FileAnswer> {
    const file = this.everyPath ? undefined : this.files.get(call.url);
    if (!file) return { refusal: await this.post(call) };
    this.calls.push({ url: call.url, token: call.token, body: call.body });
    return { file };
  }
}
