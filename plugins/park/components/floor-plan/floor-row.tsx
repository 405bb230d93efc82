import { memo } from 'react';
import { formatArea } from '../../park-format';
import { type PlanFloor, stateClass, tileName, tileSubtitle } from './floor-plan-model';

/**
 * One floor of the plan (a row of the grid's table): its name, then its rooms as plain cells, each one
 * element and its one line of text (who holds the room, else its state); the number above it and the
 * area below are drawn by CSS from the cell's data (floor-plan.css). A 1 500-room plan is so 1 500
 * elements for React to make, not 7 500. A tile is named by what it shows (number, state, holder,
 * area), so what a member reads is what a screen reader or a speech command names.
 * Memoised: moving the focus re-renders only the floors it leaves and enters, which is why `tabStop`
 * is given only to the floor that holds it.
 */
export const FloorRow = memo(function FloorRow({
  floor,
  tabStop,
}: {
  floor: PlanFloor;
  /** The grid's one tab stop when it is on this floor, else null. */
  tabStop: string | null;
}) {
  return (
    <tr className="park-floor">
      <th scope="row" className="park-floor__name">
        {floor.name}
      </th>
      {floor.rooms.map((room) => {
        const area = formatArea(room.buildingArea);
        return (
          <td
            key={room.uniqueId}
            tabIndex={room.uniqueId === tabStop ? 0 : -1}
            data-room={room.uniqueId}
            data-number={room.number}
            data-area={area}
            aria-label={tileName(room, area)}
            className={`park-tile ${stateClass(room.state)}`}
          >
            {tileSubtitle(room)}
          </td>
        );
      })}
    </tr>
  );
});
