import type { Queryable } from '../../../db/database';
import {
  findHeldApplication,
  listHeldApplications,
  type MemberSession,
  presentApplication,
  whyUnusable,
} from '../../../domain/applications';
import { applicationResourceTree } from '../../../domain/resources';
import { ApiError } from '../../../http/api-error';
import { defaultMessages, ErrorCode } from '../../../http/error-codes';
import { recordUse } from './workbench';

/** The applications the member holds, and the launcher's look-ups and checks (spec §4). */

async function held(db: Queryable, session: MemberSession, key: { agentId: string } | { uniqueId: string }) {
  const application = await findHeldApplication(db, session, key);
  if (!application) throw new ApiError(ErrorCode.ApplicationNotHeld);
  return application;
}

export async function listMemberApplications(db: Queryable, { session }: { session: MemberSession }) {
  return (await listHeldApplications(db, session)).map(presentApplication);
}

export async function readMemberApplication(
  db: Queryable,
  { session, uniqueId }: { session: MemberSession; uniqueId: string },
) {
  return presentApplication(await held(db, session, { uniqueId }));
}

/** The application's resource tree as the member holds it (all of it for an admin). */
export async function readMemberResourceTree(
  db: Queryable,
  { session, applicationUniqueId }: { session: MemberSession; applicationUniqueId: string },
) {
  const application = await held(db, session, { uniqueId: applicationUniqueId });
  return applicationResourceTree(db, application.id, session.isAdmin ? null : session.membershipId);
}

/**
 * Whether the member may open the application now (`isCan`, else the `message` why not); an opening
 * allowed is recorded as a use (the workbench's 最近使用).
 */
export async function checkLaunch(
  tx: Queryable,
  { session, agentId, now }: { session: MemberSession; agentId: string; now: Date },
): Promise<{ isCan: boolean; message: string }> {
  const application = await findHeldApplication(tx, session, { agentId });
  if (!application) return { isCan: false, message: '您暂无该应用的使用权限，请联系企业管理员' };
  const unusable = whyUnusable(application, now);
  if (unusable) return { isCan: false, message: unusable };
  await recordUse(tx, session.membershipId, application.id, now);
  return { isCan: true, message: '' };
}

/** The launch lookup: answers either way; the console shows `message` when it fails. */
export async function lookUpLaunch(
  db: Queryable,
  { session, agentId }: { session: MemberSession; agentId: string },
) {
  const application = await findHeldApplication(db, session, { agentId });
  return application
    ? { success: true, data: presentApplication(application), message: '' }
    : { success: false, data: null, message: defaultMessages[ErrorCode.ApplicationNotHeld] };
}
