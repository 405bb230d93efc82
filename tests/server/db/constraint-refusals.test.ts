import Fastify from 'fastify';
import {
  type ConstraintRefusals,
  constraintRefusal,
  constraintViolation,
  describeDateRange,
  withConstraintRefusals,
} from '../../../server/db/constraint-refusals';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/api-error';
import { ErrorCode } from '../../../server/http/error-codes';
import { errorHandling } from '../../../server/plugins/error-handling';
import { postgresUrl, withEmptySchema } from '../support/test-database';

const engine = postgresUrl ? 'PostgreSQL' : 'PGlite';

/** A scratch table of bookings: one thing is never booked twice on the same day. */
const BOOKINGS = `
  create table bookings (
    id integer generated always as identity primary key,
    thing_id integer not null,
    during daterange not null,
    label text not null,
    constraint bookings_thing_during_excl exclude using gist (thing_id with =, during with &&)
  );
  create unique index bookings_thing_label_key on bookings (thing_id, lower(label));`;

const book = (db: Database, thingId: number, during: string, label = `预订 ${during}`) =>
  db.transaction((tx) =>
    tx.query('insert into bookings (thing_id, during, label) values ($1, $2::daterange, $3)', [
      thingId,
      during,
      label,
    ]),
  );

/** What a use case would write: the overlap named with the thing and the days it is already booked. */
const refusals: ConstraintRefusals = {
  bookings_thing_during_excl: ({ conflictingKey }) =>
    new ApiError(
      ErrorCode.PeriodOverlaps,
      `物品 ${conflictingKey?.thing_id ?? ''} 在 ${describeDateRange(conflictingKey?.during ?? '') ?? '该时段'} 已被预订`,
    ),
};

async function violationOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a violation');
}

describe(`constraint refusals on ${engine}`, () => {
  it('loads btree_gist: 20 concurrent overlapping bookings, one wins and 19 get the mapped refusal', async () => {
    await withEmptySchema(async (db) => {
      await db.exec(BOOKINGS);
      // Every range holds 2026-01-20 and ends on 2026-02-01.
      const ranges = Array.from(
        { length: 20 },
        (_, i) => `[2026-01-${String(i + 1).padStart(2, '0')},2026-02-01)`,
      );
      const outcomes = await Promise.allSettled(
        ranges.map((during) => withConstraintRefusals(refusals, () => book(db, 5, during))),
      );
      const won = outcomes.flatMap((outcome, index) =>
        outcome.status === 'fulfilled' ? [ranges[index]!] : [],
      );
      expect(won).toHaveLength(1);
      const [winner] = won as [string];
      const kept = await db.query<{ during: string }>('select during::text as during from bookings');
      expect(kept).toEqual([{ during: winner }]);

      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refused).toHaveLength(19);
      const expected = `物品 5 在 ${describeDateRange(winner)} 已被预订`;
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ code: ErrorCode.PeriodOverlaps, message: expected });
      }

      // Adjacent [) ranges, another thing and the same days, and a day before: all pass.
      await book(db, 5, '[2026-02-01,2026-03-01)');
      await book(db, 5, '[2025-12-01,2026-01-01)');
      await book(db, 6, winner);
      const count = await db.query<{ count: number }>('select count(*)::int as count from bookings');
      expect(count).toEqual([{ count: 4 }]);
    });
  });

  it("reads both violations from the engine's error: code, constraint, table and the keys", async () => {
    await withEmptySchema(async (db) => {
      await db.exec(BOOKINGS);
      await book(db, 5, '[2026-01-01,2026-02-01)', '会议室 A, 上午');

      const overlap = await violationOf(book(db, 5, '[2026-01-15,2026-03-01)'));
      expect(overlap).toMatchObject({ code: '23P01', constraint: 'bookings_thing_during_excl' });
      expect(constraintViolation(overlap)).toEqual({
        kind: 'exclusion',
        constraint: 'bookings_thing_during_excl',
        table: 'bookings',
        columns: ['thing_id', 'during'],
        key: { thing_id: '5', during: '[2026-01-15,2026-03-01)' },
        conflictingKey: { thing_id: '5', during: '[2026-01-01,2026-02-01)' },
      });

      await book(db, 7, '[2026-01-01,2026-02-01)', '会议室 B');
      const taken = await violationOf(book(db, 7, '[2027-01-01,2027-02-01)', '会议室 b'));
      expect(constraintViolation(taken)).toEqual({
        kind: 'unique',
        constraint: 'bookings_thing_label_key',
        table: 'bookings',
        columns: ['thing_id', 'lower(label)'],
        key: { thing_id: '7', 'lower(label)': '会议室 b' },
        conflictingKey: { thing_id: '7', 'lower(label)': '会议室 b' },
      });
      // The label holds ", ": the constraint is still known, its values are not told apart.
      const ambiguous = await violationOf(book(db, 5, '[2028-01-01,2028-02-01)', '会议室 a, 上午'));
      expect(constraintViolation(ambiguous)).toMatchObject({
        kind: 'unique',
        constraint: 'bookings_thing_label_key',
        key: undefined,
      });
      // A constraint the refusals do not name, and an error that is no violation, go on as they were.
      expect(constraintRefusal(taken, refusals)).toBeUndefined();
      const missing = await violationOf(db.query('select * from no_such_table'));
      expect(missing).toMatchObject({ code: '42P01' });
      expect(constraintViolation(missing)).toBeUndefined();
      await expect(
        withConstraintRefusals(refusals, () => db.query('select * from no_such_table')),
      ).rejects.toMatchObject({ code: '42P01' });
      await expect(
        withConstraintRefusals(refusals, () => book(db, 7, '[2029-01-01,2029-01-02)', '会议室 B')),
      ).rejects.toMatchObject({ code: '23505', constraint: 'bookings_thing_label_key' });
    });
  });

  it('answers an unmapped violation with a Chinese conflict refusal, never HTTP 500', async () => {
    const errors = await withEmptySchema(async (db) => {
      await db.exec(BOOKINGS);
      await book(db, 5, '[2026-01-01,2026-02-01)', '甲');
      return {
        overlap: await violationOf(book(db, 5, '[2026-01-10,2026-01-20)', '乙')),
        duplicate: await violationOf(book(db, 5, '[2026-03-01,2026-04-01)', '甲')),
      };
    });
    const app = Fastify();
    await app.register(errorHandling);
    app.post('/overlap', async () => {
      throw errors.overlap;
    });
    app.post('/duplicate', async () => {
      throw errors.duplicate;
    });
    app.post('/mapped', async () => {
      throw constraintRefusal(errors.overlap, refusals);
    });
    try {
      for (const url of ['/overlap', '/duplicate']) {
        const response = await app.inject({ method: 'POST', url });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          code: ErrorCode.RecordConflict,
          message: '与已有记录冲突，请刷新后重试',
          data: null,
        });
      }
      const mapped = await app.inject({ method: 'POST', url: '/mapped' });
      expect(mapped.json()).toEqual({
        code: ErrorCode.PeriodOverlaps,
        message: '物品 5 在 2026-01-01 至 2026-01-31 已被预订',
        data: null,
      });
    } finally {
      await app.close();
    }
  });
});

// Two transactions taking two rows in opposite orders: PostgreSQL aborts one to break the deadlock
// (40P01), and the database runs that one again, so both callers succeed. PGlite has one connection
// (its transactions run one after another): no deadlock to break.
(postgresUrl ? describe : describe.skip)('a deadlock’s victim runs again (PostgreSQL)', () => {
  it('both transactions commit, the victim on its second run', async () => {
    await withEmptySchema(async (db) => {
      await db.exec(`create table counters (id integer primary key, n integer not null);
        insert into counters values (1, 0), (2, 0);`);
      let runs = 0;
      let bothIn: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => {
        let count = 0;
        bothIn = () => {
          count += 1;
          if (count === 2) resolve();
        };
      });
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          runs += 1;
          await tx.query('update counters set n = n + 1 where id = $1', [first]);
          bothIn();
          await arrived;
          await tx.query('update counters set n = n + 1 where id = $1', [second]);
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(runs).toBe(3);
      expect(await db.query('select id, n from counters order by id')).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
    });
  });
});
