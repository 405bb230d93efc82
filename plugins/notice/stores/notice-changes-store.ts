import { makeAutoObservable } from 'mobx';

/**
 * Tells the kept-alive 通知管理 list that its rows are stale. 发布通知 publishes while the list's tab
 * sits hidden with its old page; it marks a change here, and the list reloads when it is shown again
 * instead of on every tab switch. (Published notices only: the inbox keeps its own state.)
 */
export class NoticeChangesStore {
  /** Bumped on every notice published or withdrawn. */
  revision = 0;

  constructor() {
    makeAutoObservable(this);
  }

  markChanged(): void {
    this.revision += 1;
  }
}
