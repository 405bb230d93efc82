import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BLOCK_KINDS,
  OccupancyRef,
  RoomBlockBody,
  RoomModifyBody,
  RoomPageQuery,
  RoomRef,
} from '../../../../manifests/contracts/park';
import { ParkPermission } from '../../../../manifests/park';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { calendarDay } from '../../../platform/calendar';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { modifyRoom } from '../buildings/save-building';
import { blockRoom, changeOccupancy } from '../rooms/occupancies';
import { readRoomPage } from '../rooms/read-rooms';
import { readRoomHistory } from '../rooms/room-history';
import { PARK_BASE } from './building-routes';

/** Rooms (`/enterprise/v1/park/room/…`): 房源查询, 编辑房间, and the admin's 自用/装修 blocks. */
export const roomRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkRoomRoutes', async (app) => {
  const { db, clock } = app.services;
  const block = { permission: ParkPermission.roomBlock };

  app.post(
    `${PARK_BASE}/room/page`,
    { config: { permission: ParkPermission.buildings }, schema: { body: RoomPageQuery } },
    async (request) => {
      const { pageNum = 1, pageSize = 10, ...search } = request.body;
      const { organizationId } = organizationSessionOf(request);
      return ok(
        await readRoomPage(db, organizationId, calendarDay(clock.now()), { ...search, pageNum, pageSize }),
      );
    },
  );

  // The room card's history: every occupancy of the room, released ones too, newest first.
  app.post(
    `${PARK_BASE}/room/history`,
    { config: { permission: ParkPermission.floorPlan }, schema: { body: RoomRef } },
    async (request) =>
      ok(await readRoomHistory(db, organizationSessionOf(request).organizationId, request.body.roomUniqueId)),
  );

  app.post(
    `${PARK_BASE}/room/modify`,
    { config: { permission: ParkPermission.buildingModify }, schema: { body: RoomModifyBody } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      await db.transaction((tx) => modifyRoom(tx, { organizationId, body: request.body, now: clock.now() }));
      return ok(null);
    },
  );

  app.post(`${PARK_BASE}/room/block`, { config: block, schema: { body: RoomBlockBody } }, async (request) => {
    const { organizationId } = organizationSessionOf(request);
    const uniqueId = await db.transaction((tx) =>
      blockRoom(tx, { organizationId, ...request.body, now: clock.now() }),
    );
    return ok({ uniqueId });
  });

  app.post(
    `${PARK_BASE}/room/unblock`,
    { config: block, schema: { body: OccupancyRef } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      await db.transaction((tx) =>
        changeOccupancy(tx, {
          organizationId,
          uniqueId: request.body.uniqueId,
          change: { action: 'release' },
          kinds: BLOCK_KINDS,
          now: clock.now(),
        }),
      );
      return ok(null);
    },
  );
});
