import { useEffect } from 'react';
import { useService } from '../di/services-context';
import { useCurrentView } from '../routing/use-current-view';
import { TabsStore } from '../stores/tabs-store';

/**
 * Titles the current view's tab by its subject once it is known — `useTabTitle(name && `应用详情·${name}`)`
 * — so a page of one record (a detail, an edit form) says which record its tab holds. Nothing happens
 * while `title` is empty, or outside the tabbed shell.
 */
export function useTabTitle(title: string | undefined | null): void {
  const tabs = useService(TabsStore);
  const key = useCurrentView()?.key;
  useEffect(() => {
    if (key && title) tabs.retitle(key, title);
  }, [tabs, key, title]);
}

/** A record page's tab title: the page, a middle dot, its subject (应用详情·考勤打卡). */
export const subjectTitle = (page: string, subject: string) => `${page}·${subject}`;
