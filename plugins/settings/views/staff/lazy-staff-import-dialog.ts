import { openedLazily, prefetchView } from '@core/components';
import type { StaffImportDialogProps } from './staff-import-dialog';

/** The import dialog's code: its Modal, Upload, Result and report table are not the list's (issue 17). */
const loadImportDialog = () =>
  import(/* webpackChunkName: "settings-staff-import" */ './staff-import-dialog').then((module) => ({
    default: module.StaffImportDialog,
  }));

/** 导入员工, loaded when first opened and kept mounted after. */
export const LazyStaffImportDialog = openedLazily<StaffImportDialogProps>(loadImportDialog);

/** Starts loading the dialog's code as the member points at or focuses 导入, so the click finds it here. */
export function prefetchImportDialog(): void {
  prefetchView(loadImportDialog);
}
