import type { FloorPlan, FloorPlanRoom } from '@manifests/contracts/park';
import {
  ROOM_STATE_LABELS,
  ROOM_STATES,
  type RoomState,
  type RoomUse,
} from '@manifests/contracts/park-constants';

/** A floor as the plan shows it: only the rooms the filters keep. */
export type PlanFloor = FloorPlan['floors'][number];

export interface PlanFilters {
  state?: RoomState;
  use?: RoomUse;
}

/**
 * The floors the filters keep (top floor first, as the server sends them), each with only its rooms
 * of that state and use; a floor left with none is left out. The same objects when nothing filters.
 */
export function filteredFloors(floors: readonly PlanFloor[], filters: PlanFilters): PlanFloor[] {
  if (!filters.state && !filters.use) return floors.filter((floor) => floor.rooms.length > 0);
  const keeps = (room: FloorPlanRoom) =>
    (!filters.state || room.state === filters.state) && (!filters.use || room.use === filters.use);
  return floors
    .map((floor) => ({ ...floor, rooms: floor.rooms.filter(keeps) }))
    .filter((floor) => floor.rooms.length > 0);
}

/** How many rooms of the floors are in each state (every state present, zero included). */
export function stateCounts(floors: readonly PlanFloor[]): Record<RoomState, number> {
  const counts = Object.fromEntries(ROOM_STATES.map((state) => [state, 0])) as Record<RoomState, number>;
  for (const floor of floors) for (const room of floor.rooms) counts[room.state] += 1;
  return counts;
}

/** The line under a tile's number: who holds the room, else its state. */
export const tileSubtitle = (room: FloorPlanRoom) => room.holderName ?? ROOM_STATE_LABELS[room.state];

/** A tile's name: its number, state, holder when held, and area (what it shows, the state in words). */
export const tileName = (room: FloorPlanRoom, area: string) =>
  [room.number, ROOM_STATE_LABELS[room.state], room.holderName, area].filter(Boolean).join(' ');

/** The class that colours a tile or a legend swatch of a state. */
export const stateClass = (state: RoomState) => `park-state--${state.replace('_', '-')}`;
