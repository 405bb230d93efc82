import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ParkOverviewQuery } from '../../../../manifests/contracts/park-overview';
import { ParkPermission } from '../../../../manifests/park';
import { ApiError } from '../../../http/api-error';
import { ok } from '../../../http/envelope';
import { ErrorCode } from '../../../http/error-codes';
import { namedPlugin } from '../../../http/named-plugin';
import { calendarDay } from '../../../platform/calendar';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { isCalendarDay } from '../engine/overview-figures';
import { parkOverviewOn } from '../overview/overview-cache';
import { PARK_BASE } from './building-routes';

/** 园区概览 (`/enterprise/v1/park/overview`): the park's occupancy on a day, today when none is given. */
export const overviewRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkOverviewRoutes', async (app) => {
  const { db, clock } = app.services;

  app.post(
    `${PARK_BASE}/overview`,
    { config: { permission: ParkPermission.overview }, schema: { body: ParkOverviewQuery } },
    async (request) => {
      const date = request.body?.date;
      if (date !== undefined && !isCalendarDay(date))
        throw new ApiError(ErrorCode.ParkOverviewDateInvalid, `日期「${date}」不是有效的日期`, 200, {
          field: 'date',
        });
      const { organizationId } = organizationSessionOf(request);
      const today = calendarDay(clock.now());
      return ok(await parkOverviewOn(db, organizationId, date ?? today, today));
    },
  );
});
