import type { Database } from '../../../server/db/database';
import { countWithTotals, type FilteredRows } from '../../../server/platform/list-totals';
import { openWorkerDatabase } from '../support/test-database';

/** Six contracts of two organisations, as a list's `from` would join them (no table needed). */
const contracts = `from (values
    (1, 1, 'rent', 120000, 2), (2, 1, 'rent', 80050, 1), (3, 1, 'service', 999, 3),
    (4, 1, 'rent', -50, 1), (5, 2, 'rent', 700000, 9), (6, 1, 'service', null, 4)
  ) as c(id, organization_id, kind, amount, rooms)`;

const filtered = (where: string, params: unknown[]): FilteredRows => ({ from: contracts, where, params });

let db: Database;
beforeAll(async () => {
  db = await openWorkerDatabase();
});
afterAll(() => db.close());

describe('countWithTotals', () => {
  it.each([
    {
      name: 'one organisation’s rows, every kind',
      where: 'where c.organization_id = $1',
      params: [1],
      expected: { total: 5, totals: { amount: 200999, rooms: 11 } },
    },
    {
      name: 'a filter narrows the count and the sums alike',
      where: 'where c.organization_id = $1 and c.kind = $2',
      params: [1, 'rent'],
      expected: { total: 3, totals: { amount: 200000, rooms: 4 } },
    },
    {
      name: 'nothing kept sums to 0',
      where: 'where c.organization_id = $1 and c.kind = $2',
      params: [1, 'parking'],
      expected: { total: 0, totals: { amount: 0, rooms: 0 } },
    },
  ])('$name', async ({ where, params, expected }) => {
    const answer = await countWithTotals(db, filtered(where, params), {
      amount: 'c.amount',
      rooms: 'c.rooms',
    });
    expect(answer).toEqual(expected);
  });

  it('counts alone when nothing is summed, and a sum may be named as the count is', async () => {
    const rows = filtered('where c.organization_id = $1', [2]);
    expect(await countWithTotals(db, rows)).toEqual({ total: 1 });
    expect(await countWithTotals(db, rows, { total: 'c.amount' })).toEqual({
      total: 1,
      totals: { total: 700000 },
    });
  });

  it('sums an expression with parameters of its own after the filter’s', async () => {
    const rows = filtered('where c.organization_id = $1', [1, 'service']);
    const answer = await countWithTotals(db, rows, {
      service: `case when c.kind = $2::text then c.amount end`,
    });
    expect(answer).toEqual({ total: 5, totals: { service: 999 } });
  });

  it('refuses a sum that is not a whole number or past 2^53, and a name that is not one', async () => {
    const rows = filtered('where c.organization_id = $1', [1]);
    await expect(countWithTotals(db, rows, { half: 'c.amount / 2.0' })).rejects.toThrow(/not a safe integer/);
    await expect(countWithTotals(db, rows, { huge: 'c.amount::numeric * 9007199254740991' })).rejects.toThrow(
      /not a safe integer/,
    );
    await expect(countWithTotals(db, rows, { 'a"b': 'c.amount' })).rejects.toThrow(/bad total name/);
  });
});
