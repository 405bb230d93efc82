import { screen, waitFor, within } from '@testing-library/react';
import { openTabs } from '../app-main/shell-harness';

// A file of its own: the drag code, once loaded, stays loaded for the page (as the chunk does), so
// these run in this order in a module registry of their own.
const tab = (title: string) =>
  within(screen.getByRole('navigation', { name: '标签页' })).getByRole('link', { name: new RegExp(title) });

describe('TagsView’s drag-and-drop, loaded on demand', () => {
  it('draws plain tabs until the tab bar is focused; then the tabs drag, and the focused tab keeps the focus', async () => {
    await openTabs('/T_FORM', '/T_OTHER');
    expect(tab('表单')).not.toHaveAttribute('aria-roledescription');
    tab('表单').focus();
    await waitFor(() => expect(tab('表单')).toHaveAttribute('aria-roledescription', 'sortable'));
    expect(tab('表单')).toHaveFocus();
  });

  it('draws the tabs draggable at once once the code is here', async () => {
    await openTabs('/T_FORM');
    expect(tab('表单')).toHaveAttribute('aria-roledescription', 'sortable');
  });
});
