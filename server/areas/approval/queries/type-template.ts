import { type Queryable, queryOne } from '../../../db/database';

/**
 * The organisation's template of an approval type (审批配置's row for it), for an area's link to its
 * designer (`/APPROVAL_CONFIG?uniqueId=…`); undefined while the organisation has none yet.
 */
export function templateOfType(
  db: Queryable,
  organizationId: number,
  typeKey: string,
): Promise<{ uniqueId: string; name: string } | undefined> {
  return queryOne<{ uniqueId: string; name: string }>(
    db,
    `select unique_id as "uniqueId", name from approval_templates
      where organization_id = $1 and type_key = $2`,
    [organizationId, typeKey],
  );
}
