import { type HeldApplication, NO_APPLICATION_PERMISSION } from '@core';
import type { ApplicationLaunch, LaunchReason } from '@manifests/contracts/application-launch';

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

/** Why an application does not open, as the server said before any click (its `launch`). */
export interface LaunchRefusal {
  reason: LaunchReason;
  message: string;
}

/** The server's refusal of an application, or undefined when it opens (or the answer carries no launch). */
export function refusalOf(application: { launch?: ApplicationLaunch }): LaunchRefusal | undefined {
  const launch = application.launch;
  return launch && !launch.usable ? { reason: launch.reason, message: launch.message } : undefined;
}

/**
 * How many of these applications open for the member: the one count of 已开通应用 (the workbench's
 * card and the market's summary count the same way).
 */
export function countUsable(applications: readonly { launch?: ApplicationLaunch }[]): number {
  return applications.filter((application) => application.launch?.usable === true).length;
}

/**
 * Whether 管理 (the admin side) is offered: an application that opens a page of the console; another
 * site or one that does not open on a PC has no admin side here.
 */
export function canManage(application: { launch?: ApplicationLaunch }): boolean {
  const { launch } = application;
  return !launch || (launch.usable && launch.opens.kind === 'page');
}
