/**
 * `@core/components`: the shared React pieces plugins build their pages from (antd-based, so kept out
 * of `@core`, whose services load with the console's entry): failure alerts, form refusals, the pager
 * of paged lists, the password rules, the download-app popover, the outlet of page slots, and what
 * several areas show alike — the department and member pickers over the organisation's directory and
 * an approval's state tag, link and timeline.
 */

export { openedLazily } from '../layout/lazy/opened-lazily';
export { DownloadApp } from '../layout/navbar/download-app';
export { MOBILE_DOWNLOAD_URL } from '../layout/navbar/download-url';
// With openedLazily: a page starts loading a dialog's code as the member points at its button.
export { prefetchView } from '../routing/view-loading';
export * from './approval/approval-state';
export * from './approval/approval-timeline';
export * from './change-password-dialog/password-rules';
export * from './directory/department-options';
export * from './directory/department-picker';
export * from './directory/directory-queries';
export { type MemberChoice, type MemberSource, memberChoicesOf } from './directory/member-choices';
export * from './directory/member-picker';
export type { PickerControlProps } from './directory/picker-props';
export * from './feedback/load-failed-alert';
export * from './feedback/page-state';
export * from './feedback/use-form-refusal';
export * from './page-slot/slot-outlet';
export * from './two-panel/two-panel-layout';
export * from './typography-light';
export * from './workbench/workbench-stat';
