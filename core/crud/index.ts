/**
 * `@core/crud`: the CRUD kit (list, form and detail pages on antd, props shaped like ProTable/ProForm).
 * It brings antd and the data layer with it, so only area views import it, never the login page.
 */

export { type FieldPath, fieldOf, isFieldOf } from '../data/refusal-field';
export { Chart, type ChartProps } from './chart/chart';
export { paletteOf } from './chart/chart-palette';
export type * from './chart/chart-types';
export * from './column-settings';
export * from './crud-table';
export * from './crud-types';
export * from './detail-actions';
export * from './detail-drawer';
export * from './detail-page';
export * from './detail-sections';
export * from './form-page';
export * from './leave-guard';
export * from './list-export';
export * from './list-page';
export * from './name-dialog';
export * from './paged-table';
export * from './panel-list';
export * from './row-actions';
export * from './schema-form';
export * from './search-form';
export * from './state-tag';
export * from './step-form';
export * from './table-toolbar';
export * from './use-list-state';
export * from './use-paged-list';
