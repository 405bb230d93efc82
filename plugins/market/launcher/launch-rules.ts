import { type HeldApplication, NO_APPLICATION_PERMISSION } from '@core';

/** The launcher's own messages (spec §8 "Application messages"). */
export const LaunchMessage = {
  disabled: '应用已被停用，请联系企业管理员！',
  expired: '应用已到期 请联系管理员！',
  noAddress: '该应用暂未配置地址!',
  noPermission: NO_APPLICATION_PERMISSION,
} as const;

/** Disabled by the platform (state) or by the organisation (inState). */
export function isDisabled(application: Pick<HeldApplication, 'state' | 'inState'>): boolean {
  return application.state === 2 || application.inState === 2;
}

/** Its expiry time is earlier than now. */
export function isExpired(application: Pick<HeldApplication, 'expiredTime'>, now: number): boolean {
  if (!application.expiredTime) return false;
  const expiry = Date.parse(application.expiredTime);
  return !Number.isNaN(expiry) && expiry < now;
}

/**
 * Where an application opens: inside the console ('web', a console path), in a new tab ('external',
 * an http or https address), only on the phone ('mobile-only') or nowhere ('none').
 */
export type Destination = 'web' | 'external' | 'mobile-only' | 'none';

const EXTERNAL_ADDRESS = /^https?:\/\//i;

export function destinationOf(application: Pick<HeldApplication, 'pcUrl' | 'appUrl'>): Destination {
  const pcUrl = application.pcUrl?.trim();
  if (pcUrl) return EXTERNAL_ADDRESS.test(pcUrl) ? 'external' : 'web';
  return application.appUrl?.trim() ? 'mobile-only' : 'none';
}

/** The external address with the application token as its `token` query parameter. */
export function withToken(address: string, applicationToken: string): string {
  const url = new URL(address);
  url.searchParams.set('token', applicationToken);
  return url.toString();
}
