import type { PageTotals } from '../../manifests/contracts/page';
import { type Queryable, queryOne } from '../db/database';

/**
 * The rows a list's filters keep, as SQL the list's page reads too: `from` (with its joins) and
 * `where` (the whole clause, `where …`), their placeholders numbered from `$1` over `params`.
 */
export interface FilteredRows {
  from: string;
  where: string;
  params: readonly unknown[];
}

/** A total's name as the answer carries it (`PageTotals`' keys), written into its SQL column alias. */
const TOTAL_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** An integer as PostgreSQL wrote it (a `numeric` sum comes back as text from pg and from PGlite). */
export function integerOf(name: string, text: string): number {
  const value = Number(text);
  // A sum of integers is an integer; past 2^53 a JavaScript number would no longer hold it exactly.
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value))
    throw new RangeError(`total ${name} is not a safe integer: ${text}`);
  return value;
}

/**
 * How many rows the filters keep and, for each of `sums` (name → an integer SQL expression over those
 * rows, such as `c.amount` in fen), their sum over all of them — not only the page's — in one query
 * with the page's own `from` and `where`, so the 合计 row and `total` can never disagree with the
 * filter. No rows sum to 0. Sums are exact (`numeric`) and must come out as integers (money in fen):
 * a fraction or a sum past 2^53 is a fault of the caller's expression, thrown, never rounded.
 */
export async function countWithTotals(
  db: Queryable,
  rows: FilteredRows,
  sums: Readonly<Record<string, string>> = {},
): Promise<{ total: number; totals?: PageTotals }> {
  const names = Object.keys(sums);
  for (const name of names) if (!TOTAL_NAME.test(name)) throw new RangeError(`bad total name: ${name}`);
  const columns = names.map((name) => `coalesce(sum((${sums[name]})::numeric), 0)::text as "sum_${name}"`);
  const found = await queryOne<Record<string, string | number>>(
    db,
    `select count(*)::int as "total"${columns.map((column) => `, ${column}`).join('')} ${rows.from} ${rows.where}`,
    [...rows.params],
  );
  const total = Number(found?.total ?? 0);
  if (names.length === 0) return { total };
  const totals: PageTotals = {};
  for (const name of names) totals[name] = integerOf(name, String(found?.[`sum_${name}`] ?? '0'));
  return { total, totals };
}
