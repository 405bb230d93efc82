import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApprovalPermission } from '../../../../manifests/approval';
import {
  DraftSaveBody,
  GroupAddBody,
  GroupOrderBody,
  GroupRef,
  GroupRenameBody,
  PublishBody,
  TemplateCreateBody,
  TemplateRef,
  TemplateSaveBody,
  TemplateSettingsBody,
  VersionRef,
} from '../../../../manifests/contracts/approval';
import type { Queryable } from '../../../db/database';
import { ok } from '../../../http/envelope';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { listRoles } from '../../settings/api';
import { createTemplate, readCatalog, removeTemplate, saveSettings } from '../config/template-catalog';
import { publishDraft, readDraft, readVersion, readVersions, saveDraft } from '../config/template-drafts';
import { addGroup, orderGroups, removeGroup, renameGroup } from '../config/template-groups';
import { readTemplateDetail, saveTemplate } from '../queries/templates';
import { refuseDeepBody } from './body-nesting';

/**
 * 审批配置 (`/enterprise/v1/approval/…`, all under PC_APPROVAL_CONFIGURATION): the groups, the template
 * list, creating (blank or a copy), basic settings, removing; the designer's draft (saved on the
 * revision the client edited), publishing it as the next version, and the versions published.
 */
export const approvalConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, extensions } = app.services;
  const base = '/enterprise/v1/approval';
  const config = { permission: ApprovalPermission.configuration };

  /** The caller and one transaction of the caller's organisation. */
  const step = <T>(
    request: Parameters<typeof organizationSessionOf>[0],
    work: (tx: Queryable, caller: { organizationId: number; member: number; now: Date }) => Promise<T>,
  ) => {
    const session = organizationSessionOf(request);
    const caller = { organizationId: session.organizationId, member: session.membershipId, now: clock.now() };
    return db.transaction((tx) => work(tx, caller));
  };

  app.post(`${base}/template/list`, { config, schema: { body: Type.Object({}) } }, async (request) =>
    ok(await step(request, (tx, { organizationId }) => readCatalog(tx, organizationId))),
  );

  // The organisation's roles, for a node whose approvers are a role's members (流程配置's picker).
  app.post(
    `${base}/template/role-options`,
    { config, schema: { body: Type.Object({}) } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const roles = await listRoles(db, organizationId);
      return ok(roles.map((role) => ({ uniqueId: role.uniqueId, name: role.name })));
    },
  );

  app.post(`${base}/group/add`, { config, schema: { body: GroupAddBody } }, async (request) =>
    ok(
      await step(request, (tx, { organizationId, now }) =>
        addGroup(tx, organizationId, request.body.name, now),
      ),
    ),
  );

  app.post(`${base}/group/rename`, { config, schema: { body: GroupRenameBody } }, async (request) => {
    const { uniqueId, name } = request.body;
    await step(request, (tx, { organizationId }) => renameGroup(tx, organizationId, uniqueId, name));
    return ok(null);
  });

  app.post(`${base}/group/order`, { config, schema: { body: GroupOrderBody } }, async (request) => {
    await step(request, (tx, { organizationId }) => orderGroups(tx, organizationId, request.body.uniqueIds));
    return ok(null);
  });

  app.post(`${base}/group/remove`, { config, schema: { body: GroupRef } }, async (request) => {
    await step(request, (tx, { organizationId }) => removeGroup(tx, organizationId, request.body.uniqueId));
    return ok(null);
  });

  app.post(`${base}/template/create`, { config, schema: { body: TemplateCreateBody } }, async (request) =>
    ok(await step(request, (tx, caller) => createTemplate(tx, { ...caller, body: request.body }))),
  );

  app.post(
    `${base}/template/settings`,
    { config, schema: { body: TemplateSettingsBody } },
    async (request) => {
      await step(request, (tx, caller) => saveSettings(tx, { ...caller, body: request.body }));
      return ok(null);
    },
  );

  app.post(`${base}/template/remove`, { config, schema: { body: TemplateRef } }, async (request) => {
    await step(request, (tx, caller) => removeTemplate(tx, { ...caller, uniqueId: request.body.uniqueId }));
    return ok(null);
  });

  app.post(`${base}/template/draft`, { config, schema: { body: TemplateRef } }, async (request) =>
    ok(await step(request, (tx, { organizationId }) => readDraft(tx, organizationId, request.body.uniqueId))),
  );

  app.post(
    `${base}/template/draft/save`,
    { config, schema: { body: DraftSaveBody }, preValidation: refuseDeepBody },
    async (request) =>
      ok(await step(request, (tx, caller) => saveDraft(tx, { ...caller, body: request.body, extensions }))),
  );

  app.post(`${base}/template/publish`, { config, schema: { body: PublishBody } }, async (request) =>
    ok(await step(request, (tx, caller) => publishDraft(tx, { ...caller, ...request.body, extensions }))),
  );

  app.post(`${base}/template/versions`, { config, schema: { body: TemplateRef } }, async (request) =>
    ok(
      await step(request, (tx, { organizationId }) =>
        readVersions(tx, organizationId, request.body.uniqueId),
      ),
    ),
  );

  app.post(`${base}/template/version`, { config, schema: { body: VersionRef } }, async (request) => {
    const { uniqueId, version } = request.body;
    return ok(
      await step(request, (tx, { organizationId }) => readVersion(tx, organizationId, uniqueId, version)),
    );
  });

  app.post(`${base}/template/detail`, { config, schema: { body: TemplateRef } }, async (request) =>
    ok(
      await step(request, (tx, { organizationId }) =>
        readTemplateDetail(tx, organizationId, request.body.uniqueId),
      ),
    ),
  );

  // Publishes a whole template at once (scripts and benches; the console publishes from the draft).
  app.post(
    `${base}/template/save`,
    { config, schema: { body: TemplateSaveBody }, preValidation: refuseDeepBody },
    async (request) =>
      ok(
        await step(request, (tx, { organizationId, member, now }) =>
          saveTemplate(tx, { organizationId, publisher: member, now, body: request.body, extensions }),
        ),
      ),
  );
};
