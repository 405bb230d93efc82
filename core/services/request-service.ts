import type { AxiosInstance, AxiosStatic } from 'axios';
import { token } from '../di/token';
import { ApiError, CANCELLED_CODE, LOGGED_OUT_CODES, NETWORK_ERROR_CODE } from './api-error';
import { type DownloadedFile, fileNameOf } from './downloaded-file';
import { isChunkLoadError } from './load-failure';
import type { Notifier } from './notifier';
import type { RuntimeConfig, ServiceName } from './runtime-config';
import type { SignOutService } from './sign-out-service';
import type { TokenService } from './token-service';

export interface RequestOptions {
  /** Which back end answers; 'business' by default. */
  service?: ServiceName;
  /** Refusals are returned to the caller without a toast (the caller shows them in place). */
  silent?: boolean;
  /** Aborts the call (a query nobody shows any more): it then rejects quietly, without a toast. */
  signal?: AbortSignal;
  /**
   * Sends this token instead of the session's: one that is not the session's (a handed-over token
   * before the member accepts it). Its refusals are the caller's alone: a logged-out code about it
   * never ends the current session.
   */
  token?: string;
}

/** Every call the console makes: POST + JSON, answered `{code, message, data}` (spec §7, §8). */
export const RequestService = token<RequestService>('core.RequestService');
export interface RequestService {
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /**
   * A POST answered with a file (an export) instead of JSON: its bytes and the name the server gave.
   * Sent and refused as `post` is: the same token, base URL and toasts; a refusal (which comes as
   * JSON) rejects with its ApiError.
   */
  postForFile(url: string, body?: unknown, options?: RequestOptions): Promise<DownloadedFile>;
}

/** What every endpoint answers. */
export interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

/** Whether an answer is the spec's envelope (a number `code`), as a refusal with an HTTP error status is too. */
export function isEnvelope<T>(json: unknown): json is Envelope<T> {
  return typeof json === 'object' && json !== null && typeof (json as { code?: unknown }).code === 'number';
}

/** One call as the transport sends it. */
export interface HttpCall {
  service: ServiceName;
  url: string;
  body: unknown;
  /** The session token, sent as the authorization header when present. */
  token: string | undefined;
  /** Aborted when the session the call belongs to ends. */
  signal: AbortSignal;
}

/** What a call for a file answered: the file, or the JSON envelope of a refusal. */
export type FileAnswer = { file: DownloadedFile } | { refusal: Envelope<unknown> };

/**
 * How calls reach the server: the answer's envelope (also when it came with an HTTP error status), or a
 * rejection with an Error whose message says why nothing usable came back (timeout, no network).
 * Swapped in tests for an in-memory server.
 */
export const HttpTransport = token<HttpTransport>('core.HttpTransport');
export interface HttpTransport {
  post<T>(call: HttpCall): Promise<Envelope<T>>;
  /** The same call answered with a file (binary), or with a refusal's JSON envelope. */
  postForFile(call: HttpCall): Promise<FileAnswer>;
}

let axiosModule: Promise<AxiosStatic> | undefined;

/**
 * axios is loaded with the first call, not with the page: the login form needs no HTTP client until
 * it is submitted, and a signed-in start fetches it beside the layout.
 */
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import(/* webpackChunkName: "http" */ 'axios').then(
    (module) => module.default,
    (error: unknown) => {
      // Not kept: the next call tries again (the chunk loader forgets a failed chunk too).
      axiosModule = undefined;
      throw error;
    },
  );
  return axiosModule;
}

/** Starts loading the HTTP client before the first call needs it (a signed-in start). Silent. */
export function preloadHttpClient(): void {
  loadAxios().catch(() => undefined);
}

/** The transport over axios: the configured base URL per service and the 5 s timeout (spec §9). */
export class AxiosHttpTransport implements HttpTransport {
  private readonly clients = new Map<ServiceName, AxiosInstance>();

  constructor(private readonly config: RuntimeConfig) {}

  async post<T>(call: HttpCall): Promise<Envelope<T>> {
    const axios = await loadAxios();
    const client = this.client(axios, call.service);
    try {
      const response = await client.post<Envelope<T>>(call.url, call.body, {
        signal: call.signal,
        headers: call.token ? { authorization: call.token } : {},
      });
      return response.data;
    } catch (error) {
      const refusal = axios.isAxiosError<Envelope<T>>(error) ? error.response?.data : undefined;
      if (isEnvelope<T>(refusal)) return refusal;
      throw error instanceof Error ? error : new Error(String(error));
    }
  }

  async postForFile(call: HttpCall): Promise<FileAnswer> {
    const axios = await loadAxios();
    const client = this.client(axios, call.service);
    try {
      const response = await client.post<ArrayBuffer>(call.url, call.body, {
        signal: call.signal,
        headers: call.token ? { authorization: call.token } : {},
        responseType: 'arraybuffer',
        // A file is written while it is read: it may take longer than a JSON answer.
        timeout: this.config.fileTimeoutMs,
      });
      const type = String(response.headers['content-type'] ?? '');
      if (type.includes('json')) return { refusal: envelopeOf(response.data) };
      return {
        file: {
          blob: new Blob([response.data], { type }),
          fileName: fileNameOf(String(response.headers['content-disposition'] ?? '')),
        },
      };
    } catch (error) {
      const body = axios.isAxiosError<ArrayBuffer>(error) ? error.response?.data : undefined;
      const refusal = body ? envelopeOf(body) : undefined;
      if (isEnvelope(refusal)) return { refusal };
      throw error instanceof Error ? error : new Error(String(error));
    }
  }

  private client(axios: AxiosStatic, service: ServiceName): AxiosInstance {
    let client = this.clients.get(service);
    if (!client) {
      client = axios.create({
        baseURL: this.config.baseUrls[service],
        timeout: this.config.requestTimeoutMs,
        headers: { 'content-type': 'application/json' },
      });
      this.clients.set(service, client);
    }
    return client;
  }
}

/** A JSON envelope sent as bytes (a refusal where a file was asked for); a code of -1 when it is not one. */
function envelopeOf(bytes: ArrayBuffer | Uint8Array): Envelope<unknown> {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (isEnvelope(parsed)) return { code: parsed.code, message: parsed.message, data: parsed.data };
  } catch {
    // Not JSON: said below.
  }
  return { code: NETWORK_ERROR_CODE, message: '服务器返回的内容无法识别，请稍后再试', data: null };
}

/**
 * The spec's behaviour over a transport: the stored token as the authorization header, a non-zero code
 * shown as an error toast for 5 s and rejected, network errors toasted with their message, and the
 * session codes handed to the sign-out service (which stops the polling and opens the one 登出 confirm).
 *
 * A call belongs to the session current when it started: when that session ends its call is aborted,
 * and an answer that still arrives is ignored (rejected as cancelled, without a toast). The same toast is
 * not shown twice while it is visible: one request failing again, or many failing together with the same
 * code and message, say it once.
 */
export class RequestServiceImpl implements RequestService {
  /** Toast key → when it disappears (ms since the epoch). */
  private readonly visibleToasts = new Map<string, number>();

  constructor(
    private readonly config: RuntimeConfig,
    private readonly tokens: TokenService,
    private readonly notifier: Notifier,
    private readonly transport: HttpTransport,
    /** Resolved at the call: the sign-out service itself depends on calls made through here. */
    private readonly signOut: () => Pick<SignOutService, 'signal' | 'sessionRefused'>,
  ) {}

  async post<T>(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
    const envelope = await this.send(url, body, options, (call) => this.transport.post<T>(call));
    return this.settle(envelope, options);
  }

  async postForFile(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<DownloadedFile> {
    const answer = await this.send(url, body, options, (call) => this.transport.postForFile(call));
    if ('file' in answer) return answer.file;
    const { refusal } = answer;
    // A success envelope where a file was expected is no file either.
    const envelope =
      refusal.code === 0
        ? { code: NETWORK_ERROR_CODE, message: '文件下载失败，请稍后再试', data: null }
        : refusal;
    return this.settle<never>(envelope as Envelope<never>, options);
  }

  /** Sends one call of the current session; a network failure is toasted and rejected as an ApiError. */
  private async send<A>(
    url: string,
    body: unknown,
    options: RequestOptions,
    transport: (call: HttpCall) => Promise<A>,
  ): Promise<A> {
    const session = this.signOut();
    const signal = eitherSignal(session.signal, options.signal);
    let answer: A;
    try {
      answer = await transport({
        service: options.service ?? 'business',
        url,
        body,
        token: options.token ?? this.tokens.token,
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw cancelled();
      // The console's own code (the HTTP client's chunk) did not load: not an answer of the server.
      if (isChunkLoadError(error)) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (!options.silent) this.toast(`${NETWORK_ERROR_CODE}:${message}`, message);
      throw new ApiError(NETWORK_ERROR_CODE, message, null, !options.silent);
    }
    if (signal.aborted) throw cancelled();
    return answer;
  }

  /** The data of code 0; otherwise the refusal toasted (unless silent), a session code handed on, rejected. */
  private settle<T>(envelope: Envelope<T>, options: RequestOptions): T {
    if (envelope.code === 0) return envelope.data;
    const message = envelope.message || 'Error';
    if (!options.silent) this.toast(`${envelope.code}:${message}`, message);
    if (LOGGED_OUT_CODES.has(envelope.code) && options.token === undefined) this.signOut().sessionRefused();
    throw new ApiError(envelope.code, message, envelope.data ?? null, !options.silent);
  }

  /** An error toast, unless the same one is still showing. */
  private toast(key: string, message: string): void {
    const now = Date.now();
    const visibleUntil = this.visibleToasts.get(key);
    if (visibleUntil !== undefined && visibleUntil > now) return;
    for (const [shown, until] of this.visibleToasts) if (until <= now) this.visibleToasts.delete(shown);
    this.visibleToasts.set(key, now + this.config.errorToastSeconds * 1000);
    this.notifier.error(message, this.config.errorToastSeconds);
  }
}

/**
 * Aborted when the session ends or the caller gives the call up (a query nobody shows any more); either
 * way the call rejects as cancelled, without a toast.
 */
function eitherSignal(session: AbortSignal, caller: AbortSignal | undefined): AbortSignal {
  if (!caller) return session;
  if (session.aborted || caller.aborted) return AbortSignal.abort();
  const both = new AbortController();
  const abort = () => both.abort();
  session.addEventListener('abort', abort, { once: true });
  caller.addEventListener('abort', abort, { once: true });
  return both.signal;
}

function cancelled(): ApiError {
  return new ApiError(CANCELLED_CODE, '会话已结束，请求已取消');
}
