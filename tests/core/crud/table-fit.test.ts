import type { RowAction } from '@core/crud/crud-types';
import { actionsWidthOf, MIN_COLUMN_WIDTH, minColumnWidth } from '@core/crud/table-fit';

describe('how wide a column must be', () => {
  it.each([
    ['a declared width', { title: '手机号', width: 104 }, 104],
    ['its title on one line', { title: '发布人与时间' }, 6 * 14 + 16],
    ['never narrower than two characters', { title: '名' }, MIN_COLUMN_WIDTH],
    ['a long-text column’s declared least width', { title: '消息', minWidth: 280 }, 280],
    ['its title when that is wider than its least width', { title: '发布人与时间', minWidth: 60 }, 100],
  ])('%s', (_name, column, width) => {
    expect(minColumnWidth(column)).toBe(width);
  });

  it('sizes 操作 by a row’s actions side by side (those that do not apply keep their place)', () => {
    const actions: RowAction<{ read: boolean }>[] = [
      { key: 'read', label: '标为已读', visible: (row) => !row.read, onClick: () => undefined },
      { key: 'remove', label: '删除', onClick: () => undefined },
    ];
    // 16 padding + 2 slack, then (4 × 14 + 10) and (2 × 14 + 10).
    expect(actionsWidthOf(actions, [{ read: false }, { read: true }])).toBe(18 + 66 + 38);
    expect(actionsWidthOf(actions, [{ read: true }])).toBe(18 + 66 + 38);
    // The table leaves out an action that applies to no row of the page.
    expect(actionsWidthOf([actions[1]!], [{ read: true }])).toBe(18 + 38);
    // No row yet: the title's width.
    expect(actionsWidthOf(actions, [])).toBe(minColumnWidth({ title: '操作' }));
  });
});
