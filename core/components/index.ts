/**
 * `@core/components`: the shared React pieces plugins build their pages from (antd-based, so kept out
 * of `@core`, whose services load with the console's entry): failure alerts, form refusals, the pager
 * of paged lists, the password rules, the download-app popover.
 */

export { openedLazily } from '../layout/lazy/opened-lazily';
export { DownloadApp } from '../layout/navbar/download-app';
export { MOBILE_DOWNLOAD_URL } from '../layout/navbar/download-url';
// With openedLazily: a page starts loading a dialog's code as the member points at its button.
export { prefetchView } from '../routing/view-loading';
export * from './change-password-dialog/password-rules';
export * from './feedback/load-failed-alert';
export * from './feedback/page-state';
export * from './feedback/use-form-refusal';
export * from './two-panel/two-panel-layout';
export * from './typography-light';
export * from './workbench/workbench-stat';
