/**
 * Where a key moves the focus in the floor plan's grid, as a pure function of the rows of tile ids
 * shown (floors from the top down, rooms in order): ←/→ along a floor, ↑/↓ to the floor above or
 * below (the same place along it, or its last room when shorter), Home/End to a floor's first and
 * last room, Ctrl+Home/Ctrl+End to the plan's first and last. No wrapping: at an edge the focus stays.
 */
export interface GridPosition {
  row: number;
  column: number;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

const KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export const isGridKey = (key: string): key is GridKey => KEYS.has(key);

/** The position of `id` in `rows`, or undefined when it is not shown. */
export function positionOf(rows: readonly (readonly string[])[], id: string): GridPosition | undefined {
  for (let row = 0; row < rows.length; row += 1) {
    const column = rows[row]!.indexOf(id);
    if (column >= 0) return { row, column };
  }
  return undefined;
}

/** The id a key moves to from `id` (itself at an edge); undefined when the grid is empty. */
export function moveInGrid(
  rows: readonly (readonly string[])[],
  id: string,
  key: GridKey,
  toEdgeOfGrid = false,
): string | undefined {
  const filled = rows.filter((row) => row.length > 0);
  if (filled.length === 0) return undefined;
  const at = positionOf(filled, id) ?? { row: 0, column: 0 };
  const clampIn = (row: number, column: number) => {
    const cells = filled[row]!;
    return cells[Math.max(0, Math.min(column, cells.length - 1))]!;
  };
  switch (key) {
    case 'ArrowLeft':
      return clampIn(at.row, at.column - 1);
    case 'ArrowRight':
      return clampIn(at.row, at.column + 1);
    case 'ArrowUp':
      return clampIn(Math.max(0, at.row - 1), at.column);
    case 'ArrowDown':
      return clampIn(Math.min(filled.length - 1, at.row + 1), at.column);
    case 'Home':
      return toEdgeOfGrid ? filled[0]![0] : filled[at.row]![0];
    case 'End': {
      const row = toEdgeOfGrid ? filled[filled.length - 1]! : filled[at.row]!;
      return row[row.length - 1];
    }
  }
}
