import { ApplicationInState, type ManagedApplication } from '../../api/managed-application-api';

type Switches = Pick<ManagedApplication, 'state' | 'inState' | 'expiredTime'>;

/** Stopped by the platform: the organisation cannot turn it back on. */
export const isPlatformDisabled = (application: Switches) => application.state !== 1;

/** Stopped by the organisation (its own 启用/停用 switch). */
export const isDisabledHere = (application: Switches) => application.inState === ApplicationInState.disabled;

/** Its expiry time has passed (a null expiry never does). */
export function isExpired(application: Switches, now: number): boolean {
  if (!application.expiredTime) return false;
  const expiry = Date.parse(application.expiredTime);
  return !Number.isNaN(expiry) && expiry <= now;
}

/** Whether members can open it now: neither switch is off and it has not expired. */
export const isUsable = (application: Switches, now: number) =>
  !isPlatformDisabled(application) && !isDisabledHere(application) && !isExpired(application, now);
