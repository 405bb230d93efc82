import type { RowAction } from '@core/crud/crud-types';
import { RowActions } from '@core/crud/row-actions';
import { screen, within } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';

interface Row {
  id: string;
  read: boolean;
}

const actions: RowAction<Row>[] = [
  { key: 'open', label: '查看', onClick: () => undefined },
  { key: 'read', label: '标为已读', visible: (row) => !row.read, onClick: () => undefined },
  { key: 'remove', label: '删除', danger: true, onClick: () => undefined },
];

/** The labels in each place of a row's actions, '' where an action keeps only its place. */
function places(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.ant-space-item')].map((item) =>
    item.querySelector('[aria-hidden="true"]') ? '' : (item.textContent ?? ''),
  );
}

describe('row actions line up from row to row', () => {
  it('keeps the place of an action that does not apply, unseen and out of reach', () => {
    // Each action is a change (useChange), which reaches the container's services.
    const { container } = createTestContainer();
    const unread = renderWithServices(<RowActions actions={actions} row={{ id: 'a', read: false }} />, {
      container,
    });
    const read = renderWithServices(<RowActions actions={actions} row={{ id: 'b', read: true }} />, {
      container,
    });
    expect(places(unread.container)).toEqual(['查看', '标为已读', '删除']);
    expect(places(read.container)).toEqual(['查看', '', '删除']);
    // The kept place is neither announced nor focusable.
    expect(within(read.container).queryByRole('button', { name: '标为已读' })).toBeNull();
    const placeholder = read.container.querySelector<HTMLButtonElement>('[data-absent-action="read"] button');
    expect(placeholder).toBeDisabled();
    expect(placeholder?.tabIndex).toBe(-1);
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
  });
});
