import {
  COALESCE_MS,
  canRedo,
  canUndo,
  edit,
  HISTORY_LIMIT,
  redo,
  startHistory,
  undo,
} from '@plugins/approval/designer/frame/edit-history';

describe('the designer’s undo/redo history', () => {
  it('undoes and redoes edits in order', () => {
    let history = startHistory('a');
    expect(canUndo(history)).toBe(false);
    history = edit(history, 'b', 0);
    history = edit(history, 'c', COALESCE_MS * 2);
    expect(history.past).toEqual(['a', 'b']);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
  });

  it('makes quick follow-up edits one step, but never the first edit after loading or undoing', () => {
    let history = startHistory('');
    history = edit(history, '金', 1000);
    history = edit(history, '金额', 1000 + COALESCE_MS / 2);
    expect(history.past).toEqual(['']);
    history = edit(history, '金额上限', 1000 + COALESCE_MS * 3);
    expect(history.past).toEqual(['', '金额']);
    history = undo(history);
    history = edit(history, '金额下限', 1000 + COALESCE_MS * 3 + 1);
    expect(history.past).toEqual(['', '金额']);
    expect(history.present).toBe('金额下限');
  });

  it('drops what was undone once something else is edited, and ignores an edit that changes nothing', () => {
    let history = edit(edit(startHistory(1), 2, 0), 3, COALESCE_MS * 2);
    history = undo(history);
    expect(canRedo(history)).toBe(true);
    history = edit(history, 4, COALESCE_MS * 4);
    expect(canRedo(history)).toBe(false);
    expect(history.past).toEqual([1, 2]);
    expect(edit(history, 4, COALESCE_MS * 8)).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step++)
      history = edit(history, step, step * COALESCE_MS * 2);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
  });
});
