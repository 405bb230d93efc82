import type { Migration } from './migration';

/**
 * The numbering service's counters (`server/platform/numbering/`): the last number taken per
 * organisation, rule key (`approval.serial`, `contract.no`) and period (`''` for a rule never reset,
 * `2026`, `2026-11` or `2026-11-24`). A take advances its row with one upsert inside the caller's
 * transaction: the row lock serialises concurrent takers, and a rollback gives the number back.
 * `last` is a bigint: a sequence of 12 digits passes the range of integer.
 */
export const numberSequences: Migration = {
  id: '0008-number-sequences',
  sql: `
create table number_sequences (
  organization_id integer not null references organizations (id) on delete cascade,
  rule_key text not null,
  period text not null,
  last bigint not null check (last > 0),
  primary key (organization_id, rule_key, period)
);
`,
};
