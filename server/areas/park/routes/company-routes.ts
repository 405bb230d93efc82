import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyCreateBody,
  CompanyExportQuery,
  CompanyModifyBody,
  CompanyPageQuery,
  CompanyRef,
} from '../../../../manifests/contracts/park';
import { ParkPermission } from '../../../../manifests/park';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { calendarDay } from '../../../platform/calendar';
import { sendWorkbook } from '../../../platform/spreadsheet-export';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  companyExportFileName,
  exportCompanies,
  readCompanyDetail,
  readCompanyPage,
} from '../companies/read-companies';
import { createCompany, modifyCompany } from '../companies/save-company';
import { PARK_BASE } from './building-routes';

/**
 * 企业管理 (`/enterprise/v1/park/company/…`): 入驻企业 (settleCorp) and its export, 录入企业 (entryCorp),
 * 编辑企业 and corpDetail; each behind its code, within the session's organisation.
 */
export const companyRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkCompanyRoutes', async (app) => {
  const { db, clock } = app.services;
  const read = { permission: ParkPermission.companies };
  const today = () => calendarDay(clock.now());
  const organizationOf = (request: Parameters<typeof organizationSessionOf>[0]) =>
    organizationSessionOf(request).organizationId;

  app.post(
    `${PARK_BASE}/company/page`,
    { config: read, schema: { body: CompanyPageQuery } },
    async (request) => {
      const { pageNum = 1, pageSize = 10, ...search } = request.body;
      return ok(
        await readCompanyPage(db, organizationOf(request), today(), { ...search, pageNum, pageSize }),
      );
    },
  );

  app.post(
    `${PARK_BASE}/company/export`,
    { config: read, schema: { body: CompanyExportQuery } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        { name: companyExportFileName(clock.now()), fallback: 'companies.xlsx' },
        exportCompanies(db, organizationOf(request), today(), request.body),
      ),
  );

  app.post(`${PARK_BASE}/company/detail`, { config: read, schema: { body: CompanyRef } }, async (request) =>
    ok(await readCompanyDetail(db, organizationOf(request), request.body.uniqueId, today())),
  );

  app.post(
    `${PARK_BASE}/company/add`,
    { config: { permission: ParkPermission.companyAdd }, schema: { body: CompanyCreateBody } },
    async (request) => {
      const organizationId = organizationOf(request);
      return ok(
        await db.transaction((tx) =>
          createCompany(tx, { organizationId, body: request.body, now: clock.now() }),
        ),
      );
    },
  );

  app.post(
    `${PARK_BASE}/company/modify`,
    { config: { permission: ParkPermission.companyModify }, schema: { body: CompanyModifyBody } },
    async (request) => {
      const organizationId = organizationOf(request);
      return ok(
        await db.transaction((tx) =>
          modifyCompany(tx, { organizationId, body: request.body, now: clock.now() }),
        ),
      );
    },
  );
});
