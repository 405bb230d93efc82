import { type KeyboardEvent, type MouseEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { PlanFloor } from './floor-plan-model';
import { FloorRow } from './floor-row';
import { isGridKey, moveInGrid } from './grid-navigation';

/**
 * The plan's grid (a table with the grid role, so it reads as one widget): floors as rows, rooms as tiles, one tab stop for the whole grid (a roving
 * tabindex). Keys and clicks are handled once on the grid, for every tile: arrows, Home/End (on a
 * floor; with Ctrl, the plan) move the focus, Enter, Space or a click opens the room.
 */
export function FloorPlanGrid({
  label,
  floors,
  onOpen,
}: {
  label: string;
  floors: readonly PlanFloor[];
  onOpen(roomUniqueId: string): void;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<string>();
  const rows = useMemo(() => floors.map((floor) => floor.rooms.map((room) => room.uniqueId)), [floors]);
  // The tab stop: the room last moved to while it is shown, else the first room.
  const tabStop =
    active && rows.some((row) => row.includes(active)) ? active : rows.find((row) => row.length)?.[0];

  const focusRoom = useCallback((id: string) => {
    setActive(id);
    focusTile(grid.current, id);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const id = (event.target as HTMLElement).dataset.room;
      if (!id) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen(id);
        return;
      }
      if (!isGridKey(event.key)) return;
      event.preventDefault();
      const next = moveInGrid(rows, id, event.key, event.ctrlKey || event.metaKey);
      if (next) focusRoom(next);
    },
    [rows, onOpen, focusRoom],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLTableElement>) => {
      const tile = (event.target as HTMLElement).closest<HTMLElement>('[data-room]');
      const id = tile?.dataset.room;
      if (!id) return;
      setActive(id);
      onOpen(id);
    },
    [onOpen],
  );

  return (
    <table
      ref={grid}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA's grid pattern (arrow keys between focusable cells) on a table
      role="grid"
      aria-label={label}
      className="park-plan-grid"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <tbody>
        {floors.map((floor) => (
          <FloorRow
            key={floor.uniqueId}
            floor={floor}
            tabStop={tabStop && rowHas(floor, tabStop) ? tabStop : null}
          />
        ))}
      </tbody>
    </table>
  );
}

const rowHas = (floor: PlanFloor, id: string) => floor.rooms.some((room) => room.uniqueId === id);

/** Focus on a room's tile (unique ids are letters, digits and dashes: no escaping needed). */
export function focusTile(container: HTMLElement | null, id: string) {
  container?.querySelector<HTMLElement>(`[data-room="${id}"]`)?.focus();
}
