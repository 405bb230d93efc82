import type { OwnerInfo } from '../../../../manifests/contracts/settings';
import type { Queryable } from '../../../db/database';
import { queryOne } from '../../../db/database';

/** The park profile of 园区详情 (spec §2), the logo included: the contract's OwnerInfo. */
export type ParkProfile = OwnerInfo;

/** The fields to change; undefined (or left out) keeps a field as it is. */
export type ParkProfileChanges = {
  [Field in Exclude<keyof ParkProfile, 'uniqueId'>]?: ParkProfile[Field] | undefined;
};

// numeric comes back from node-postgres as a string: cast to float8 (exact for 12 digits, 2 decimals).
const parkProfileColumns = `unique_id as "uniqueId", name, short_name as "shortName", address,
  area::float8 as area, contact_name as "contactName", contact_phone as "contactPhone", introduction,
  logo_url as "logoUrl"`;

export function findParkProfile(db: Queryable, organizationId: number): Promise<ParkProfile | undefined> {
  return queryOne<ParkProfile>(db, `select ${parkProfileColumns} from organizations where id = $1`, [
    organizationId,
  ]);
}

/** The column of each changeable field; the keys are the only ones that reach SQL. */
const parkProfileColumnOf: Record<keyof ParkProfileChanges, string> = {
  name: 'name',
  shortName: 'short_name',
  address: 'address',
  area: 'area',
  contactName: 'contact_name',
  contactPhone: 'contact_phone',
  introduction: 'introduction',
  logoUrl: 'logo_url',
};

/**
 * Changes the given fields and leaves the others as they are (`undefined` = unchanged; an area of
 * null clears it). Returns the profile as stored.
 */
export async function updateParkProfile(
  db: Queryable,
  organizationId: number,
  changes: ParkProfileChanges,
): Promise<ParkProfile | undefined> {
  const assignments: string[] = [];
  const params: unknown[] = [organizationId];
  for (const [field, column] of Object.entries(parkProfileColumnOf)) {
    const value = changes[field as keyof ParkProfileChanges];
    if (value === undefined) continue;
    params.push(value);
    assignments.push(`${column} = $${params.length}`);
  }
  if (assignments.length === 0) return findParkProfile(db, organizationId);
  return queryOne<ParkProfile>(
    db,
    `update organizations set ${assignments.join(', ')} where id = $1 returning ${parkProfileColumns}`,
    params,
  );
}
