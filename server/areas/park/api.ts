import type { CompanyState } from '../../../manifests/contracts/park-constants';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { ErrorCode } from '../../http/error-codes';
import {
  type CompanySummary,
  companyOptions,
  companySummaries,
  companySummary,
} from './companies/company-lookup';
import { changeOccupancy, holdRoom } from './rooms/occupancies';

/**
 * The park area's public API: the only file of `server/areas/park/` that code outside the area may
 * import, and only areas depending on park (contract, billing) may (tests/server/areas/boundaries.test.ts).
 * A contract moves rooms only through these use cases (STYLE rule 13), each in the caller's
 * transaction `tx`, so the contract's change and the room's commit or roll back together. Days are
 * calendar days of the organisation (`YYYY-MM-DD`), both ends included.
 */

export type { CompanyState, OccupancyKind, RoomState } from '../../../manifests/contracts/park-constants';
export type { CompanySummary } from './companies/company-lookup';
export {
  type RoomAvailability,
  type RoomTreeBuilding,
  type RoomTreeFloor,
  readRoomTree,
} from './rooms/read-rooms';

/**
 * 企业管理's company, for a contract's client: by its unique id within the caller's organisation,
 * locked with `lock` (`for update`: the contract's change and the company's 编辑 wait for each other).
 * A company of another organisation, or none, is refused as 企业不存在 (`ErrorCode.ParkCompanyNotFound`).
 */
export async function findCompany(
  tx: Queryable,
  input: { organizationId: number; uniqueId: string; lock?: boolean; field?: string },
): Promise<CompanySummary> {
  const company = await companySummary(tx, input.organizationId, input.uniqueId, input.lock);
  if (!company)
    throw new ApiError(ErrorCode.ParkCompanyNotFound, undefined, 200, {
      field: input.field ?? 'companyUniqueId',
    });
  return company;
}

/**
 * 企业管理's companies among `uniqueIds`, for a list of contracts' clients showing each as the register
 * has it now: those of the caller's organisation, by unique id (an id of another organisation, or of
 * none, is left out), in one query.
 */
export async function findCompanies(
  db: Queryable,
  input: { organizationId: number; uniqueIds: readonly string[] },
): Promise<Map<string, CompanySummary>> {
  if (input.uniqueIds.length === 0) return new Map();
  const companies = await companySummaries(db, input.organizationId, input.uniqueIds);
  return new Map(companies.map((company) => [company.uniqueId, company]));
}

/**
 * A picker's companies (a contract's 选择企业): the organisation's, 在园 unless `states` says otherwise,
 * whose name or credit code contains the keyword, by name, at most `limit` (50 when left out, 200 at most).
 */
export function listCompaniesForPicker(
  db: Queryable,
  input: { organizationId: number; keyword?: string; states?: readonly CompanyState[]; limit?: number },
): Promise<CompanySummary[]> {
  return companyOptions(db, { ...input, limit: Math.min(Math.max(input.limit ?? 50, 1), 200) });
}

export interface ReserveRoom {
  organizationId: number;
  roomUniqueId: string;
  range: { from: string; to: string };
  /** The tenant: a name, and 企业管理's company (`findCompany(…).id`), when the client is registered. */
  holder: { name: string; companyId?: number | null };
  /** The caller's business object (a contract's unique id). */
  reference?: string | null;
  now: Date;
}

/**
 * Reserves a room over the range (已预定 while the contract is in approval); answers the occupancy's
 * unique id. An overlap with any live occupancy of the room is refused (`ErrorCode.PeriodOverlaps`),
 * naming the room and the days it met; the caller's transaction is then aborted.
 */
export function reserveRoom(tx: Queryable, input: ReserveRoom): Promise<string> {
  return holdRoom(tx, {
    organizationId: input.organizationId,
    roomUniqueId: input.roomUniqueId,
    kind: 'reservation',
    from: input.range.from,
    to: input.range.to,
    holderName: input.holder.name,
    companyId: input.holder.companyId ?? null,
    reference: input.reference ?? null,
    now: input.now,
  });
}

export interface OccupancyInput {
  organizationId: number;
  occupancyUniqueId: string;
  now: Date;
}

/** A reservation becomes a lease (已租 while it covers the day): the contract took effect. */
export function confirmLease(tx: Queryable, input: OccupancyInput): Promise<void> {
  return changeOccupancy(tx, {
    organizationId: input.organizationId,
    uniqueId: input.occupancyUniqueId,
    change: { action: 'confirmLease' },
    now: input.now,
  });
}

/**
 * A lease (or a block) ends on `lastDay`, its last day held (退租): within its days, never past them.
 * The days after it are free again.
 */
export function endOccupancyOn(tx: Queryable, input: OccupancyInput & { lastDay: string }): Promise<void> {
  return changeOccupancy(tx, {
    organizationId: input.organizationId,
    uniqueId: input.occupancyUniqueId,
    change: { action: 'endOn', lastDay: input.lastDay },
    now: input.now,
  });
}

/** A reservation (or a block) is released: the contract was rejected or withdrawn; its days are free. */
export function releaseOccupancy(tx: Queryable, input: OccupancyInput): Promise<void> {
  return changeOccupancy(tx, {
    organizationId: input.organizationId,
    uniqueId: input.occupancyUniqueId,
    change: { action: 'release' },
    now: input.now,
  });
}
