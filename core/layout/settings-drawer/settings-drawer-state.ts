import { makeAutoObservable } from 'mobx';

/**
 * Whether the 项目配置 drawer is open: UI state shared by the navbar's settings icon and the drawer,
 * which the layout renders side by side. Bound in no container: one console, one drawer.
 */
export class SettingsDrawerState {
  open = false;

  constructor() {
    makeAutoObservable(this);
  }

  show(): void {
    this.open = true;
  }

  hide(): void {
    this.open = false;
  }
}

export const settingsDrawerState = new SettingsDrawerState();
