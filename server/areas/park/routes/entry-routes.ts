import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EntryPageQuery, EntryRef, EntrySubmitBody } from '../../../../manifests/contracts/park-entry';
import { ParkPermission } from '../../../../manifests/park';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { readEntryDetail, readEntryPage, readEntryTemplate } from '../entry/entry-reads';
import { submitEntry } from '../entry/submit-entry';
import { PARK_BASE } from './building-routes';

/**
 * 入驻申请 (`/enterprise/v1/park/entry/…`): the list, entryTemplateDetail, the submit (the application
 * and its approval in one transaction) and which template they run on; within the session's organisation.
 */
export const entryRoutes: FastifyPluginAsyncTypebox = namedPlugin('parkEntryRoutes', async (app) => {
  const { db, clock, extensions } = app.services;
  const read = { permission: ParkPermission.entries };

  app.post(`${PARK_BASE}/entry/page`, { config: read, schema: { body: EntryPageQuery } }, async (request) => {
    const { pageNum = 1, pageSize = 10, ...search } = request.body;
    return ok(
      await readEntryPage(db, organizationSessionOf(request).organizationId, {
        ...search,
        pageNum,
        pageSize,
      }),
    );
  });

  app.post(
    `${PARK_BASE}/entry/detail`,
    { config: { permission: ParkPermission.entryDetail }, schema: { body: EntryRef } },
    async (request) =>
      ok(await readEntryDetail(db, organizationSessionOf(request).organizationId, request.body.uniqueId)),
  );

  app.post(
    `${PARK_BASE}/entry/template`,
    { config: read, schema: { body: Type.Object({}, { additionalProperties: false }) } },
    async (request) => ok(await readEntryTemplate(db, organizationSessionOf(request).organizationId)),
  );

  app.post(
    `${PARK_BASE}/entry/submit`,
    { config: { permission: ParkPermission.entryApply }, schema: { body: EntrySubmitBody } },
    async (request) => {
      const session = organizationSessionOf(request);
      const applicant = {
        membershipId: session.membershipId,
        uniqueId: session.member.uniqueId,
        name: session.member.nickname,
      };
      return ok(
        await db.transaction((tx) =>
          submitEntry(tx, extensions, {
            organizationId: session.organizationId,
            applicant,
            body: request.body,
            now: clock.now(),
          }),
        ),
      );
    },
  );
});
