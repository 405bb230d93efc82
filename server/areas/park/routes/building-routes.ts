import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuildingCreateBody,
  BuildingModifyBody,
  BuildingPageQuery,
  BuildingRef,
  FloorPlanQuery,
  RoomPreviewBody,
} from '../../../../manifests/contracts/park';
import { ParkPermission } from '../../../../manifests/park';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { calendarDay } from '../../../platform/calendar';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { readBuildingDetail, readBuildingPage, readFloorPlan } from '../buildings/read-buildings';
import { createBuilding, modifyBuilding, previewRooms } from '../buildings/save-building';

export const PARK_BASE = '/enterprise/v1/park';

/**
 * 楼宇管理 (`/enterprise/v1/park/building/…`): parse, call a use case (changes in one transaction),
 * answer. Each route is behind a code of the manifest and reads the session's organisation only.
 */
export const buildingRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkBuildingRoutes', async (app) => {
  const { db, clock } = app.services;
  const read = { permission: ParkPermission.buildings };
  const today = () => calendarDay(clock.now());
  const organizationOf = (request: Parameters<typeof organizationSessionOf>[0]) =>
    organizationSessionOf(request).organizationId;

  app.post(
    `${PARK_BASE}/building/page`,
    { config: read, schema: { body: BuildingPageQuery } },
    async (request) => {
      const { pageNum = 1, pageSize = 10, ...search } = request.body;
      return ok(
        await readBuildingPage(db, organizationOf(request), today(), { ...search, pageNum, pageSize }),
      );
    },
  );

  app.post(`${PARK_BASE}/building/detail`, { config: read, schema: { body: BuildingRef } }, async (request) =>
    ok(await readBuildingDetail(db, organizationOf(request), request.body.uniqueId, today())),
  );

  app.post(
    `${PARK_BASE}/building/floor-plan`,
    { config: read, schema: { body: FloorPlanQuery } },
    async (request) =>
      ok(
        await readFloorPlan(
          db,
          organizationOf(request),
          request.body.buildingUniqueId,
          request.body.on ?? today(),
        ),
      ),
  );

  app.post(
    `${PARK_BASE}/building/room/preview`,
    {
      config: { permission: [ParkPermission.buildingAdd, ParkPermission.buildingModify] },
      schema: { body: RoomPreviewBody },
    },
    async (request) => ok(await previewRooms(db, organizationOf(request), request.body)),
  );

  app.post(
    `${PARK_BASE}/building/add`,
    { config: { permission: ParkPermission.buildingAdd }, schema: { body: BuildingCreateBody } },
    async (request) => {
      const organizationId = organizationOf(request);
      return ok(
        await db.transaction((tx) =>
          createBuilding(tx, { organizationId, body: request.body, now: clock.now() }),
        ),
      );
    },
  );

  app.post(
    `${PARK_BASE}/building/modify`,
    { config: { permission: ParkPermission.buildingModify }, schema: { body: BuildingModifyBody } },
    async (request) => {
      const organizationId = organizationOf(request);
      return ok(
        await db.transaction((tx) =>
          modifyBuilding(tx, { organizationId, body: request.body, now: clock.now() }),
        ),
      );
    },
  );
});
