/**
 * `@core/crud`: the CRUD kit (list, form and detail pages on antd, props shaped like ProTable/ProForm).
 * It brings antd and the data layer with it, so only area views import it, never the login page.
 */
export * from './column-settings';
export * from './crud-table';
export * from './crud-types';
export * from './detail-drawer';
export * from './detail-page';
export * from './form-page';
export * from './leave-guard';
export * from './list-page';
export * from './name-dialog';
export * from './paged-table';
export * from './panel-list';
export { type FieldPath, fieldOf, isFieldOf } from './refusal-field';
export * from './row-actions';
export * from './schema-form';
export * from './search-form';
export * from './table-toolbar';
export * from './use-list-state';
export * from './use-paged-list';
