import type { NoticeDraft, NoticeScope } from '../../api/notice-api';
import { hasRichText } from '../../components/rich-text-editor/rich-text-content';

/** The server's limits on a notice (notice/publish), mirrored so most mistakes never leave the browser. */
export const NoticeLimits = {
  title: 100,
  departments: 50,
  /** Characters of the body's text, its markup aside. */
  text: 20_000,
} as const;

/** What the 发布通知 form holds. */
export interface NoticeFormValues {
  title: string;
  scope: NoticeScope;
  /** Kept while 全体成员 is chosen (switching back finds them), sent only for 指定部门. */
  departmentUniqueIds: string[];
  /** The editor's HTML; '' while it is empty. */
  body: string;
}

export function emptyNoticeForm(): NoticeFormValues {
  return { title: '', scope: 'organization', departmentUniqueIds: [], body: '' };
}

/** The draft to publish: the title trimmed, departments only when they are the scope. */
export function noticeDraftOf(values: NoticeFormValues): NoticeDraft {
  const draft: NoticeDraft = { title: values.title.trim(), body: values.body, scope: values.scope };
  return values.scope === 'departments'
    ? { ...draft, departmentUniqueIds: values.departmentUniqueIds }
    : draft;
}

/** Whether nothing has been entered yet (leaving then needs no confirmation). */
export function isDraftBlank(values: Partial<NoticeFormValues> | undefined): boolean {
  if (!values) return true;
  return (
    !values.title?.trim() &&
    (values.scope ?? 'organization') === 'organization' &&
    (values.departmentUniqueIds ?? []).length === 0 &&
    !hasRichText(values.body)
  );
}
