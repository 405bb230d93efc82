import type { FloorPlanRoom } from '@manifests/contracts/park';
import { ROOM_STATE_LABELS, ROOM_USE_LABELS } from '@manifests/contracts/park-constants';
import { Descriptions, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { formatArea, formatRent } from '../../park-format';
import { stateClass } from './floor-plan-model';
import { RoomHistory } from './room-history';

const EMPTY = '—';

/** The days of the room's current occupancy: `2026-01-01 至 2026-12-31`, open-ended `起 长期`. */
export function occupancyDays(room: FloorPlanRoom): string {
  if (!room.occupiedFrom) return EMPTY;
  return room.occupiedTo ? `${room.occupiedFrom} 至 ${room.occupiedTo}` : `${room.occupiedFrom} 起，长期`;
}

/**
 * A room's card beside the plan: what it is, who holds it and until when, its reference rent, what the
 * member may do to it, and its 占用记录 (every occupancy, newest first).
 */
export function RoomCard({
  room,
  floorName,
  onClose,
  afterClose,
  actions,
}: {
  room: FloorPlanRoom | undefined;
  floorName: string;
  onClose(): void;
  afterClose(): void;
  /** What the member may do to the room (自用/装修), under its facts. */
  actions?: ReactNode;
}) {
  return (
    <Drawer
      open={room !== undefined}
      title={room ? `房间 ${room.number}` : '房间'}
      size={400}
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) afterClose();
      }}
      destroyOnHidden
    >
      {room && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'number', label: '房间号', children: room.number },
            { key: 'floor', label: '楼层', children: floorName },
            {
              key: 'state',
              label: '状态',
              children: (
                <span className="park-card-state">
                  <span className={`park-legend__swatch ${stateClass(room.state)}`} aria-hidden />
                  {ROOM_STATE_LABELS[room.state]}
                </span>
              ),
            },
            { key: 'holder', label: '租户', children: room.holderName ?? EMPTY },
            { key: 'days', label: '占用日期', children: occupancyDays(room) },
            { key: 'buildingArea', label: '建筑面积', children: formatArea(room.buildingArea) },
            { key: 'usableArea', label: '使用面积', children: formatArea(room.usableArea) },
            { key: 'use', label: '用途', children: ROOM_USE_LABELS[room.use] ?? room.use },
            { key: 'rent', label: '参考租金', children: formatRent(room.referenceRent) },
          ]}
        />
      )}
      {room && actions}
      {room && <RoomHistory roomUniqueId={room.uniqueId} />}
    </Drawer>
  );
}
