import type { Queryable } from '../../../db/database';
import { type HeldCodes, launchOf, loadLaunchContext, withLaunch } from '../../../domain/application-launch';
import {
  findHeldApplication,
  listHeldApplications,
  type MemberSession,
  presentApplication,
} from '../../../domain/applications';
import { applicationResourceTree } from '../../../domain/resources';
import { ApiError } from '../../../http/api-error';
import { defaultMessages, ErrorCode } from '../../../http/error-codes';
import { recordUse } from './workbench';

/** The applications the member holds, and the launcher's look-ups and checks (spec §4). */

async function heldApplication(
  db: Queryable,
  session: MemberSession,
  key: { agentId: string } | { uniqueId: string },
) {
  const application = await findHeldApplication(db, session, key);
  if (!application) throw new ApiError(ErrorCode.ApplicationNotHeld);
  return application;
}

/** `held`: the member's codes when the route has them (the resource-tree cache), else looked up. */
type AtTime = { session: MemberSession; now: Date; held?: HeldCodes };

export async function listMemberApplications(db: Queryable, { session, now, held }: AtTime) {
  return (await withLaunch(db, session, now, await listHeldApplications(db, session), held)).map(
    presentApplication,
  );
}

export async function readMemberApplication(
  db: Queryable,
  { session, uniqueId, now, held }: AtTime & { uniqueId: string },
) {
  const [application] = await withLaunch(
    db,
    session,
    now,
    [await heldApplication(db, session, { uniqueId })],
    held,
  );
  return presentApplication(application!);
}

/** The application's resource tree as the member holds it (all of it for an admin). */
export async function readMemberResourceTree(
  db: Queryable,
  { session, applicationUniqueId }: { session: MemberSession; applicationUniqueId: string },
) {
  const application = await heldApplication(db, session, { uniqueId: applicationUniqueId });
  return applicationResourceTree(db, application.id, session.isAdmin ? null : session.membershipId);
}

/**
 * Whether the member may open the application now (`isCan`, else the `message` why not): the rule the
 * lists' `launch` follows (`launchOf`). An opening allowed is recorded as a use (the workbench's 最近使用).
 */
export async function checkLaunch(
  tx: Queryable,
  { session, agentId, now }: { session: MemberSession; agentId: string; now: Date },
): Promise<{ isCan: boolean; message: string }> {
  const application = await findHeldApplication(tx, session, { agentId });
  if (!application) return { isCan: false, message: '您暂无该应用的使用权限，请联系企业管理员' };
  const launch = launchOf(application, await loadLaunchContext(tx, session, now));
  if (!launch.usable) return { isCan: false, message: launch.message };
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
