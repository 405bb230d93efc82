/** The console's two layouts (spec §9). */
export type Device = 'desktop' | 'mobile';

/** Spec §9: below this width the sidebar closes and the device is mobile. */
export const MOBILE_BREAKPOINT = 992;

/** The layout for a width; an unknown one (no window: the server's render) is the desktop's. */
export function deviceOfWidth(width: number | undefined): Device {
  return width !== undefined && width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}
