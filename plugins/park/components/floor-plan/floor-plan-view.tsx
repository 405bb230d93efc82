import type { FloorPlan } from '@manifests/contracts/park';
import {
  ROOM_USE_LABELS,
  ROOM_USES,
  type RoomState,
  type RoomUse,
} from '@manifests/contracts/park-constants';
import { Empty, Radio } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import './floor-plan.css';
import { FloorPlanGrid, focusTile } from './floor-plan-grid';
import { FloorPlanLegend } from './floor-plan-legend';
import { filteredFloors, type PlanFilters, stateCounts } from './floor-plan-model';
import { RoomCard } from './room-card';

const ALL = 'all';

/**
 * A building's floor plan: the legend (five states with their counts, each a filter), a filter by
 * use, the grid of floors and rooms, and the chosen room's card; closing the card puts the focus back
 * on its tile. The counts follow the use chosen, so they say what a state's filter would show. The
 * filters are the page's (preset from its address, kept while another day loads); `cardActions`
 * adds what the member may do to the room shown (自用/装修).
 */
export function FloorPlanView({
  plan,
  filters,
  onFilters,
  cardActions,
}: {
  plan: FloorPlan;
  filters: PlanFilters;
  onFilters(filters: PlanFilters): void;
  cardActions?: (room: FloorPlan['floors'][number]['rooms'][number]) => ReactNode;
}) {
  const { state, use } = filters;
  const setState = (next: RoomState | undefined) => onFilters({ ...filters, state: next });
  const setUse = (next: RoomUse | undefined) => onFilters({ ...filters, use: next });
  const [opened, setOpened] = useState<string>();
  const gridHolder = useRef<HTMLDivElement>(null);

  const ofUse = useMemo(() => filteredFloors(plan.floors, { use }), [plan.floors, use]);
  const counts = useMemo(() => stateCounts(ofUse), [ofUse]);
  const floors = useMemo(() => (state ? filteredFloors(ofUse, { state }) : ofUse), [ofUse, state]);
  const rooms = useMemo(
    () =>
      new Map(
        plan.floors.flatMap((floor) =>
          floor.rooms.map((room) => [room.uniqueId, { room, floor: floor.name }]),
        ),
      ),
    [plan.floors],
  );
  const chosen = opened ? rooms.get(opened) : undefined;
  // The last room opened: the card has closed (and `opened` is cleared) by the time focus goes back.
  const lastOpened = useRef<string>(undefined);
  const onOpen = useCallback((id: string) => {
    lastOpened.current = id;
    setOpened(id);
  }, []);
  // After the drawer's own focus handling has run (it restores to where focus was as it opened).
  const returnFocus = useCallback(() => {
    setTimeout(() => {
      if (lastOpened.current) focusTile(gridHolder.current, lastOpened.current);
    }, 0);
  }, []);

  return (
    <>
      <div className="park-plan-toolbar">
        <FloorPlanLegend counts={counts} selected={state} onSelect={setState} />
        <Radio.Group
          aria-label="房间用途"
          optionType="button"
          size="small"
          value={use ?? ALL}
          onChange={(event) => setUse(event.target.value === ALL ? undefined : event.target.value)}
          options={[
            { label: '全部用途', value: ALL },
            ...ROOM_USES.map((value) => ({ label: ROOM_USE_LABELS[value], value })),
          ]}
        />
      </div>
      <div ref={gridHolder} className="park-plan-scroll">
        {floors.length === 0 ? (
          <Empty
            description={plan.floors.some((floor) => floor.rooms.length) ? '没有符合条件的房间' : '暂无房间'}
          />
        ) : (
          <FloorPlanGrid label={`${plan.building.name}平面图`} floors={floors} onOpen={onOpen} />
        )}
      </div>
      <RoomCard
        room={chosen?.room}
        floorName={chosen?.floor ?? ''}
        onClose={() => setOpened(undefined)}
        afterClose={returnFocus}
        actions={chosen && cardActions?.(chosen.room)}
      />
    </>
  );
}
