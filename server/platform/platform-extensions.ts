import type { TSchema } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { OrganizationSession } from '../plugins/session-auth';
import { draftKinds } from './drafts/draft-kinds';
import { createExtensionPoint, type Extensions } from './extension-point';

/**
 * Extension points the platform itself declares: places of core answers an area fills without core
 * knowing the area.
 */

/**
 * A field of `/enterprise/v1/session/user/detail`, polled every 60 s by the console: the messages area
 * adds `unreadMessageCount`, say. `key` is the field's name; `schema` its response schema.
 */
export interface UserDetailField {
  key: string;
  schema: TSchema;
  read(db: Queryable, session: OrganizationSession): Promise<unknown>;
}

export const userDetailFields = createExtensionPoint<UserDetailField>({
  id: 'platform.userDetailFields',
  title: '用户信息字段',
});

/** What an organisation's set-up works with: its transaction, the organisation, the areas' extensions. */
export interface OrganizationSetupContext {
  tx: Queryable;
  organizationId: number;
  now: Date;
  extensions: Extensions;
}

/**
 * What every organisation must hold for an area to work (the approval area: each approval type's
 * template). Run in the transaction that creates an organisation (`createOrganization`), and for every
 * existing organisation each time a database is prepared: so idempotent, and safe when two replicas
 * prepare at once. `key` names it (`approval.type-templates`).
 */
export interface OrganizationSetup {
  key: string;
  setUp(context: OrganizationSetupContext): Promise<void>;
}

export const organizationSetups = createExtensionPoint<OrganizationSetup>({
  id: 'platform.organizationSetups',
  title: '组织初始化',
});

/** Declared by the platform (`PLATFORM` in messages): listed before any area's. */
export const platformExtensionPoints = [userDetailFields, organizationSetups, draftKinds];
