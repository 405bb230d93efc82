import type { Queryable } from '../../../db/database';
import { findCatalogueApplication, presentApplication } from '../../../domain/applications';
import { applicationResourceTree } from '../../../domain/resources';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { type OrganizationSession, requireAdmin } from '../../../plugins/session-auth';
import { findEdition } from '../../market/api';
import { rolesByUniqueIds } from '../roles/roles';
import {
  countResources,
  findManagedApplication,
  installApplication,
  type ManagedApplication,
  pageManagedApplications,
  setApplicationRoles,
  setInState,
  systemAgentIds,
  uninstallApplication,
} from './installations';

/**
 * 应用管理: the organisation's installed applications — enable, grant to roles, remove — and opening
 * one from the market, which stays with the organisation's admins. Each answers the application as
 * the list shows it.
 */

const DAY = 86_400_000;

interface ApplicationOfOrganization {
  organizationId: number;
  /** The catalogue application's uniqueId. */
  uniqueId: string;
}

function presentManaged({ installedAt, ...application }: ManagedApplication) {
  return { ...presentApplication(application), installedAt: installedAt.toISOString() };
}

async function installed(db: Queryable, { organizationId, uniqueId }: ApplicationOfOrganization) {
  const application = await findManagedApplication(db, organizationId, uniqueId);
  if (!application) throw new ApiError(ErrorCode.ApplicationNotInstalled);
  return application;
}

export async function readInstalledApplication(db: Queryable, key: ApplicationOfOrganization) {
  return presentManaged(await installed(db, key));
}

/** One page of the installed applications in catalogue order; `keyword` (trimmed, or null) matches a name. */
export async function pageInstalledApplications(
  db: Queryable,
  query: {
    organizationId: number;
    keyword: string | null;
    inState: number | null;
    pageNum: number;
    pageSize: number;
  },
) {
  const { organizationId, keyword, inState, pageNum, pageSize } = query;
  const page = await pageManagedApplications(db, organizationId, { keyword, inState }, { pageNum, pageSize });
  return { list: page.list.map(presentManaged), total: page.total, pageNum, pageSize };
}

/** 开通: installs an application of the catalogue in the edition chosen (its first when none is); admins only. */
export async function openApplication(
  tx: Queryable,
  input: { session: OrganizationSession; uniqueId: string; editionUniqueId: string | undefined; now: Date },
) {
  const { session, uniqueId, now } = input;
  requireAdmin(session, '仅企业管理员可以管理应用');
  const { organizationId } = session;
  const application = await findCatalogueApplication(tx, uniqueId);
  if (!application) throw new ApiError(ErrorCode.ApplicationNotFound);
  const edition = await findEdition(tx, application.id, input.editionUniqueId);
  if (!edition) throw new ApiError(ErrorCode.EditionNotFound);
  const expiredTime =
    edition.durationDays === null ? null : new Date(now.getTime() + edition.durationDays * DAY);
  const opened = await installApplication(tx, {
    organizationId,
    applicationId: application.id,
    expiredTime,
    now,
  });
  if (!opened) throw new ApiError(ErrorCode.ApplicationInstalled);
  return readInstalledApplication(tx, { organizationId, uniqueId });
}

/** 启用 / 停用; 设置 and 应用中心 are never disabled. */
export async function changeApplicationState(
  tx: Queryable,
  input: ApplicationOfOrganization & { inState: number },
) {
  const application = await installed(tx, input);
  if (input.inState === 2 && systemAgentIds.has(application.agentId)) {
    throw new ApiError(ErrorCode.SystemApplication, '系统应用不能停用');
  }
  await setInState(tx, input.organizationId, application.id, input.inState);
  return readInstalledApplication(tx, input);
}

/** 分配角色: exactly these roles (not 管理员, who holds everything) hold the application's resources. */
export async function assignApplicationRoles(
  tx: Queryable,
  input: ApplicationOfOrganization & { roleUniqueIds: readonly string[] },
) {
  const { organizationId } = input;
  const application = await installed(tx, input);
  const wanted = [...new Set(input.roleUniqueIds)];
  const roles = await rolesByUniqueIds(tx, organizationId, wanted);
  if (roles.length < wanted.length) throw new ApiError(ErrorCode.RoleNotFound);
  // Admins already hold every application; granting it to their role would change nothing.
  if (roles.some((role) => role.builtIn))
    throw new ApiError(ErrorCode.BuiltInRole, '管理员已拥有全部应用，无需分配');
  if ((await countResources(tx, application.id)) === 0) throw new ApiError(ErrorCode.ApplicationOpenToAll);
  await setApplicationRoles(
    tx,
    organizationId,
    application.id,
    roles.map((role) => role.id),
  );
  return readInstalledApplication(tx, input);
}

/** 移除: uninstalls the application; 设置 and 应用中心 stay. */
export async function removeApplication(tx: Queryable, input: ApplicationOfOrganization): Promise<void> {
  const application = await installed(tx, input);
  if (systemAgentIds.has(application.agentId)) throw new ApiError(ErrorCode.SystemApplication);
  await uninstallApplication(tx, input.organizationId, application.id);
}

/** The whole resource tree of an installed application (what its roles may be granted). */
export async function readInstalledResourceTree(db: Queryable, key: ApplicationOfOrganization) {
  const application = await installed(db, key);
  return applicationResourceTree(db, application.id, null);
}
