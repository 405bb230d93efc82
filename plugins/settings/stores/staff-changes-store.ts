import { makeAutoObservable } from 'mobx';

/**
 * Tells the kept-alive staff list that its rows are stale. The add, modify, detail and import views
 * change staff while the list's tab sits hidden with its old page; they mark a change here, and the
 * list reloads when it is shown again instead of on every tab switch.
 */
export class StaffChangesStore {
  /** Bumped on every change to a member or to the staff list. */
  revision = 0;

  constructor() {
    makeAutoObservable(this);
  }

  markChanged(): void {
    this.revision += 1;
  }
}
