import type { TestServer } from './test-server';

/** What the staff suites read back (the contract's StaffSummary / StaffDetail / StaffField). */
export interface StaffSummary {
  uniqueId: string;
  name: string;
  telephone: string;
  state: number;
  departments: { uniqueId: string; name: string }[];
  roles: { uniqueId: string; name: string; builtIn: boolean }[];
  position: string;
  employeeNo: string;
  entryDate: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export interface StaffDetail extends StaffSummary {
  customFields: Record<string, string | number | null>;
}

export interface StaffField {
  uniqueId: string;
  label: string;
  kind: 'text' | 'number' | 'date' | 'select';
  options: string[];
  required: boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export { invalid, refusal, refusalOn } from './refusals';

/** Lookups of the demo data by name, for the bodies the suites send. */
export function staffLookups(server: TestServer) {
  const byName = async (sql: string, organization: string) => {
    const rows = await server.db.query<{ name: string; uniqueId: string }>(sql, [organization]);
    return Object.fromEntries(rows.map((row) => [row.name, row.uniqueId])) as Record<string, string>;
  };
  return {
    /** The uniqueIds of a demo organisation's departments, by name. */
    departmentsOf: (organization: string) =>
      byName(
        `select d.name, d.unique_id as "uniqueId" from departments d
           join organizations o on o.id = d.organization_id where o.unique_id = $1`,
        organization,
      ),
    /** The uniqueIds of a demo organisation's roles, by name. */
    rolesOf: (organization: string) =>
      byName(
        `select ro.name, ro.unique_id as "uniqueId" from roles ro
           join organizations o on o.id = ro.organization_id where o.unique_id = $1`,
        organization,
      ),
    /** The uniqueId of the membership of the account with this telephone in a demo organisation. */
    async memberOf(telephone: string, organization: string): Promise<string> {
      const [row] = await server.db.query<{ uniqueId: string }>(
        `select m.unique_id as "uniqueId" from memberships m
           join accounts a on a.id = m.account_id join organizations o on o.id = m.organization_id
          where a.telephone = $1 and o.unique_id = $2`,
        [telephone, organization],
      );
      if (!row) throw new Error(`${telephone} is no member of ${organization}`);
      return row.uniqueId;
    },
  };
}
