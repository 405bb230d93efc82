import type { TSchema } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/database';
import type { OrganizationSession } from '../plugins/session-auth';
import { createExtensionPoint } from './extension-point';

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

/** Declared by the platform (`PLATFORM` in messages): listed before any area's. */
export const platformExtensionPoints = [userDetailFields];
