import type { AxiosInstance, AxiosStatic } from 'axios';
import { token } from '../di/token';
import { ApiError, LOGGED_OUT_CODES, NETWORK_ERROR_CODE } from './api-error';
import type { NavigationService } from './navigation-service';
import type { Notifier } from './notifier';
import type { RuntimeConfig, ServiceName } from './runtime-config';
import type { TokenService } from './token-service';

export interface RequestOptions {
  /** Which back end answers; 'business' by default. */
  service?: ServiceName;
  /** Refusals are returned to the caller without a toast (the caller shows them in place). */
  silent?: boolean;
  /** Aborts the call (a query nobody shows any more): it then rejects quietly, without a toast. */
  signal?: AbortSignal;
}

/** Every call the console makes: POST + JSON, answered `{code, message, data}` (spec §7, §8). */
export const RequestService = token<RequestService>('core.RequestService');
export interface RequestService {
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

let axiosModule: Promise<AxiosStatic> | undefined;

/**
 * axios is loaded with the first call, not with the page: the login form needs no HTTP client until
 * it is submitted, and a signed-in start fetches it beside the layout.
 */
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import(/* webpackChunkName: "http" */ 'axios').then((module) => module.default);
  return axiosModule;
}

/**
 * axios with the spec's behaviour: the stored token as the authorization header, a 5 s timeout, a
 * non-zero code shown as an error toast for 5 s and rejected, the session codes opening the logout
 * confirm, and network errors toasted with their message.
 */
export class AxiosRequestService implements RequestService {
  private readonly clients = new Map<ServiceName, AxiosInstance>();
  private confirmOpen = false;

  constructor(
    private readonly config: RuntimeConfig,
    private readonly tokens: TokenService,
    private readonly notifier: Notifier,
    private readonly navigation: NavigationService,
  ) {}

  async post<T>(url: string, body: unknown = {}, options: RequestOptions = {}): Promise<T> {
    const axios = await loadAxios();
    const client = this.client(axios, options.service ?? 'business');
    let envelope: Envelope<T>;
    try {
      const response = await client.post<Envelope<T>>(url, body, { signal: options.signal });
      envelope = response.data;
    } catch (error) {
      // Nobody waits for a cancelled call: no toast, and the caller (the data layer) drops it.
      if (axios.isCancel(error)) throw error;
      const refusal = axios.isAxiosError<Envelope<T>>(error) ? error.response?.data : undefined;
      if (refusal && typeof refusal.code === 'number') {
        envelope = refusal;
      } else {
        const message = error instanceof Error ? error.message : String(error);
        if (!options.silent) this.notifier.error(message, this.config.errorToastSeconds);
        throw new ApiError(NETWORK_ERROR_CODE, message);
      }
    }
    if (envelope.code === 0) return envelope.data;
    const message = envelope.message || 'Error';
    if (!options.silent) this.notifier.error(message, this.config.errorToastSeconds);
    if (LOGGED_OUT_CODES.has(envelope.code)) void this.confirmLoggedOut();
    throw new ApiError(envelope.code, message, envelope.data ?? null);
  }

  private async confirmLoggedOut(): Promise<void> {
    if (this.confirmOpen) return;
    this.confirmOpen = true;
    try {
      if (await this.notifier.confirmLoggedOut()) {
        const current = this.navigation.currentPath();
        this.tokens.clear();
        this.navigation.navigate(`/login?redirect=${encodeURIComponent(current)}`, { replace: true });
      }
    } finally {
      this.confirmOpen = false;
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
      client.interceptors.request.use((request) => {
        const token = this.tokens.token;
        if (token) request.headers.set('authorization', token);
        return request;
      });
      this.clients.set(service, client);
    }
    return client;
  }
}
