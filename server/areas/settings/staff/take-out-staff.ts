import type { Queryable } from '../../../db/database';
import { revokeMembershipSessions } from '../../../domain/sessions';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { OrganizationSession } from '../../../plugins/session-auth';
import { assertAdministratorsRemain, lockAdministrators } from '../roles/roles';
import { deleteStaff, type StaffRecord, setStaffState } from './staff';
import { existing, staffSummaryOf } from './staff-checks';

/**
 * Disabling (停用) and removing a member. Either ends their sessions in this organisation only; one
 * active administrator always remains, only an administrator takes an administrator out, and no one
 * disables or removes themselves. Both run under the administrator lock.
 */

/** Only an administrator may take an administrator out: the guard against a member locking them out. */
export const ADMIN_TARGET_REFUSAL = '只有管理员可以停用或删除管理员';

const StaffState = { active: 1, disabled: 2 } as const;

/** Refuses taking this member out when they are an administrator and the session's member is not, or the last one. */
async function assertMayTakeOut(tx: Queryable, session: OrganizationSession, member: StaffRecord) {
  if (!member.isAdmin) return;
  if (!session.isAdmin) throw new ApiError(ErrorCode.Forbidden, ADMIN_TARGET_REFUSAL);
  await assertAdministratorsRemain(tx, session.organizationId, [member.id]);
}

/** 启用 / 停用: answers the member as the list shows them. */
export async function changeStaffState(
  tx: Queryable,
  input: { session: OrganizationSession; uniqueId: string; state: number; now: Date },
) {
  const { session, uniqueId, state, now } = input;
  const { organizationId } = session;
  if (state === StaffState.disabled && uniqueId === session.member.uniqueId) {
    throw new ApiError(ErrorCode.StaffSelfAction, '不能停用自己');
  }
  await lockAdministrators(tx, organizationId);
  const member = await existing(tx, organizationId, uniqueId);
  if (member.state !== state) {
    if (state === StaffState.disabled) {
      await assertMayTakeOut(tx, session, member);
      await revokeMembershipSessions(
        tx,
        { accountId: member.accountId, organizationId },
        'membership_disabled',
        now,
      );
    }
    await setStaffState(tx, member.id, state);
  }
  return staffSummaryOf(await existing(tx, organizationId, uniqueId));
}

/** 删除: ends the membership; the account stays (it may belong to other organisations). */
export async function removeStaff(
  tx: Queryable,
  input: { session: OrganizationSession; uniqueId: string; now: Date },
): Promise<void> {
  const { session, uniqueId, now } = input;
  const { organizationId } = session;
  if (uniqueId === session.member.uniqueId) throw new ApiError(ErrorCode.StaffSelfAction, '不能删除自己');
  await lockAdministrators(tx, organizationId);
  const member = await existing(tx, organizationId, uniqueId);
  await assertMayTakeOut(tx, session, member);
  await revokeMembershipSessions(
    tx,
    { accountId: member.accountId, organizationId },
    'membership_removed',
    now,
  );
  await deleteStaff(tx, member.id);
}
