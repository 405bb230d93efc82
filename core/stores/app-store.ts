import { makeAutoObservable } from 'mobx';
import { StorageKeys, type StorageService } from '../services/storage-service';

export type Device = 'desktop' | 'mobile';
export type Size = 'small' | 'medium' | 'large';

/** Spec §9: below this width the sidebar closes and the device is mobile. */
export const MOBILE_BREAKPOINT = 992;

/** App layout state (spec §3): sidebar opened (default true), device (desktop), size (medium). */
export class AppStore {
  sidebarOpened: boolean;
  device: Device = 'desktop';
  size: Size = 'medium';
  /** The console's width (the window's, or the host element's when embedded); unknown until measured. */
  width: number | undefined = undefined;

  constructor(private readonly storage: StorageService) {
    this.sidebarOpened =
      storage.local.get<{ sidebarOpened?: boolean }>(StorageKeys.layout)?.sidebarOpened ?? true;
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
    const device: Device = width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
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
