import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractPermission } from '../../../../manifests/contract';
import {
  ContractNoGenerateBody,
  ContractTypeListQuery,
  ContractTypeModifyBody,
} from '../../../../manifests/contracts/contract';
import { ok } from '../../../http/envelope';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { previewContractNumber } from '../types/contract-number';
import { modifyContractType } from '../types/modify-type';
import { listContractTypes } from '../types/read-types';

export const CONTRACT_MANAGE_BASE = '/enterprise/v1/manage/contract';

/**
 * 合同类型 (`…/manage/contract/type/list | modify`) and the number a contract of a type would get now
 * (`…/no/generate`, a preview that takes nothing). The list and the preview serve 合同类型's page and a
 * contract's author (合同草稿) alike; 编辑合同类型 is its own code. Within the session's organisation.
 */
export const contractTypeRoutes: FastifyPluginAsyncTypebox = namedPlugin(
  'contractTypeRoutes',
  async (app) => {
    const { db, clock } = app.services;
    const organizationOf = (request: Parameters<typeof organizationSessionOf>[0]) =>
      organizationSessionOf(request).organizationId;

    app.post(
      `${CONTRACT_MANAGE_BASE}/type/list`,
      {
        config: { permission: [ContractPermission.types, ContractPermission.drafts] },
        schema: { body: ContractTypeListQuery },
      },
      async (request) => ok(await listContractTypes(db, organizationOf(request))),
    );

    app.post(
      `${CONTRACT_MANAGE_BASE}/type/modify`,
      { config: { permission: ContractPermission.typeModify }, schema: { body: ContractTypeModifyBody } },
      async (request) => {
        const organizationId = organizationOf(request);
        return ok(
          await db.transaction((tx) =>
            modifyContractType(tx, { organizationId, body: request.body, now: clock.now() }),
          ),
        );
      },
    );

    app.post(
      `${CONTRACT_MANAGE_BASE}/no/generate`,
      {
        config: { permission: [ContractPermission.drafts, ContractPermission.types] },
        schema: { body: ContractNoGenerateBody },
      },
      async (request) =>
        ok(
          await previewContractNumber(db, {
            organizationId: organizationOf(request),
            typeCode: request.body.typeCode,
            now: clock.now(),
          }),
        ),
    );
  },
);
