import { ROOM_STATE_LABELS } from '@manifests/contracts/park-constants';
import { memo } from 'react';
import { formatArea } from '../../park-format';
import { type PlanFloor, stateClass, tileSubtitle } from './floor-plan-model';

/**
 * A tile is named by what it shows (its number, state, holder and area), so what a member reads is
 * what a screen reader or a speech command names.
 *
 * One floor of the plan (a row of the grid's table): its name, then its rooms as plain cells (no component per tile, so 30 floors
 * of 50 rooms stay quick). Memoised: moving the focus re-renders only the floors it leaves and enters,
 * which is why `tabStop` is given only to the floor that holds it.
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
      {floor.rooms.map((room) => (
        <td
          key={room.uniqueId}
          tabIndex={room.uniqueId === tabStop ? 0 : -1}
          data-room={room.uniqueId}
          className={`park-tile ${stateClass(room.state)}`}
        >
          <span className="park-tile__number">{room.number}</span>
          {/* The state in words where a holder's name takes its line (the colour alone says nothing to some). */}
          {room.holderName && <span className="park-visually-hidden">{ROOM_STATE_LABELS[room.state]}</span>}
          <span className="park-tile__holder">{tileSubtitle(room)}</span>
          <span className="park-tile__area">{formatArea(room.buildingArea)}</span>
        </td>
      ))}
    </tr>
  );
});
