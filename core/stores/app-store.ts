import { makeAutoObservable } from 'mobx';
import { StorageKeys, type StorageService } from '../services/storage-service';

import { type Device, deviceOfWidth } from './device';

export { type Device, deviceOfWidth, MOBILE_BREAKPOINT } from './device';
export type Size = 'small' | 'medium' | 'large';

/** App layout state (spec §3): sidebar opened (default true), device (desktop), size (medium). */
export class AppStore {
  sidebarOpened: boolean;
  device: Device;
  size: Size = 'medium';
  /** The console's width (the window's, or the host element's when embedded); unknown until measured. */
  width: number | undefined = undefined;

  /**
   * `device`: the kind of screen the first render is for — the window's in a browser (measured again
   * once mounted: embedded, the host element's), the member's last one (its cookie) in the server's
   * render, so the page drawn there and the console's first render are the same layout.
   */
  constructor(
    private readonly storage: StorageService,
    device: Device = deviceOfWidth(globalThis.innerWidth),
  ) {
    this.device = device;
    this.sidebarOpened =
      device === 'mobile'
        ? false
        : (storage.local.get<{ sidebarOpened?: boolean }>(StorageKeys.layout)?.sidebarOpened ?? true);
    makeAutoObservable<AppStore, 'storage'>(this, { storage: false });
  }

  toggleSidebar(): void {
    this.sidebarOpened = !this.sidebarOpened;
    this.persist();
  }

  closeSidebar(): void {
    this.sidebarOpened = false;
    this.persist();
  }

  /** Called on resize: mobile closes the sidebar, desktop restores it. */
  setWidth(width: number): void {
    this.width = width;
    const device = deviceOfWidth(width);
    if (device === this.device) return;
    this.device = device;
    if (device === 'mobile') this.sidebarOpened = false;
    else
      this.sidebarOpened =
        this.storage.local.get<{ sidebarOpened?: boolean }>(StorageKeys.layout)?.sidebarOpened ?? true;
  }

  setSize(size: Size): void {
    this.size = size;
  }

  private persist(): void {
    if (this.device === 'desktop')
      this.storage.local.set(StorageKeys.layout, { sidebarOpened: this.sidebarOpened });
  }
}
