import { token } from '../di/token';
/** Base URLs of the three back-end services (spec §7 "Base hosts"). */
export type ServiceName = 'business' | 'auth' | 'openPlatform';

/** Deployment settings read at run time, so one build serves every environment. */
export const RuntimeConfig = token<RuntimeConfig>('core.RuntimeConfig');
export interface RuntimeConfig {
  baseUrls: Record<ServiceName, string>;
  /** Spec §9. */
  requestTimeoutMs: number;
  /** How long a file (an export written as it is read) may take to come. */
  fileTimeoutMs: number;
  errorToastSeconds: number;
  userInfoPollMs: number;
  /** Links of the navbar. */
  links: { documentation: string; openPlatform: string };
  /** How many views are kept alive at most; the least recently used is dropped first. */
  keepAliveLimit: number;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  baseUrls: { business: '', auth: '', openPlatform: '' },
  requestTimeoutMs: 5000,
  fileTimeoutMs: 300_000,
  errorToastSeconds: 5,
  userInfoPollMs: 60_000,
  links: { documentation: 'https://docs.atrium.example/', openPlatform: 'https://open.atrium.example/' },
  keepAliveLimit: 10,
};

declare global {
  interface Window {
    /** Set by the page or a host before the console starts, to override defaults. */
    __ATRIUM_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function readRuntimeConfig(
  overrides: Partial<RuntimeConfig> | undefined = globalThis.window?.__ATRIUM_CONFIG__,
) {
  return {
    ...defaultRuntimeConfig,
    ...overrides,
    baseUrls: { ...defaultRuntimeConfig.baseUrls, ...overrides?.baseUrls },
    links: { ...defaultRuntimeConfig.links, ...overrides?.links },
  };
}
