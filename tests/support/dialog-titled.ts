import { screen, waitFor, within } from '@testing-library/react';

/**
 * The open dialog whose title reads `title`. Not `getByRole('dialog', { name })`: under Jest, antd's
 * ids (rc-util's useId) are all `test-id`, so a dialog's aria-labelledby names the first element with
 * that id in the page — a tooltip shown on the hover before a click, or the drawer the dialog opened
 * from — and its accessible name is then that element's text, depending on what rendered first.
 */
export function dialogTitled(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find(
      (dialog) =>
        within(dialog).queryAllByText(title, { selector: '.ant-modal-title, .ant-drawer-title' }).length > 0,
    );
}

/** Waits for the dialog titled `title` (see `dialogTitled`). */
export function findDialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = dialogTitled(title);
    if (!dialog) throw new Error(`没有标题为「${title}」的对话框`);
    return dialog;
  });
}
