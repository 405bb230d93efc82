import type { NumberRule } from '../../../manifests/contracts/numbering';
import { ErrorCode } from '../../../server/http/error-codes';
import { takeNumber } from '../../../server/platform/numbering/take-number';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

const contractNo: NumberRule = {
  key: 'contract.no',
  prefix: 'HT',
  datePart: 'year',
  width: 4,
  reset: 'yearly',
  separator: '-',
};

let organizations: number[] = [];
beforeEach(async () => {
  organizations = (
    await server.db.query<{ id: number }>('select id from organizations order by id limit 2')
  ).map((row) => row.id);
});

/** One take in a transaction of its own. */
const take = (rule: NumberRule, now: Date, organizationId = organizations[0]!, timeZone?: string) =>
  server.db.transaction((tx) => takeNumber(tx, { organizationId, rule, now, timeZone }));

const at = (iso: string) => new Date(iso);

describe('takeNumber', () => {
  it('20 concurrent takes, each in its own transaction, get 20 consecutive numbers', async () => {
    const now = server.clock.now();
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take(contractNo, now)));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `HT-2026-${String(index + 1).padStart(4, '0')}`),
    );
  });

  it('gives a rolled-back number back: the next take gets it', async () => {
    const now = server.clock.now();
    expect(await take(contractNo, now)).toBe('HT-2026-0001');
    await expect(
      server.db.transaction(async (tx) => {
        expect(await takeNumber(tx, { organizationId: organizations[0]!, rule: contractNo, now })).toBe(
          'HT-2026-0002',
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await take(contractNo, now)).toBe('HT-2026-0002');
  });

  it('starts a yearly rule again at the new year in Shanghai: 23:59 on 31 December is still the old year', async () => {
    expect(await take(contractNo, at('2026-12-31T15:59:00Z'))).toBe('HT-2026-0001');
    expect(await take(contractNo, at('2026-12-31T15:59:59.999Z'))).toBe('HT-2026-0002');
    // 00:00 on 1 January in UTC+8.
    expect(await take(contractNo, at('2026-12-31T16:00:00Z'))).toBe('HT-2027-0001');
    expect(await take(contractNo, at('2027-06-30T12:00:00Z'))).toBe('HT-2027-0002');
    // In another time zone the same instant falls in the old year.
    expect(await take(contractNo, at('2026-12-31T16:00:00Z'), organizations[0], 'UTC')).toBe('HT-2026-0003');
  });

  it('counts each organisation and each rule key apart', async () => {
    const now = server.clock.now();
    const [first, second] = organizations as [number, number];
    expect(await take(contractNo, now, first)).toBe('HT-2026-0001');
    expect(await take(contractNo, now, first)).toBe('HT-2026-0002');
    expect(await take(contractNo, now, second)).toBe('HT-2026-0001');
    expect(await take({ ...contractNo, key: 'contract.rent-out', prefix: 'ZL' }, now, first)).toBe(
      'ZL-2026-0001',
    );
    expect(await take(contractNo, now, first)).toBe('HT-2026-0003');
  });

  it('keeps counting past the width with more digits; a rule never reset keeps counting across years', async () => {
    const rule: NumberRule = {
      key: 'fixture.ticket',
      prefix: 'P',
      datePart: 'none',
      width: 1,
      reset: 'never',
    };
    const numbers: string[] = [];
    for (let index = 0; index < 11; index++)
      numbers.push(await take(rule, at(`20${26 + index}-06-01T00:00:00Z`)));
    expect(numbers).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10', 'P11']);
  });

  it('refuses an invalid rule in Chinese, naming its field, and counts nothing', async () => {
    await expect(take({ ...contractNo, width: 13 }, server.clock.now())).rejects.toMatchObject({
      code: ErrorCode.NumberRuleInvalid,
      message: '流水号位数须为 1–12 之间的整数',
      data: { field: 'width' },
    });
    await expect(take({ ...contractNo, datePart: 'none' }, server.clock.now())).rejects.toMatchObject({
      code: ErrorCode.NumberRuleInvalid,
      data: { field: 'reset' },
    });
    expect(await server.db.query("select * from number_sequences where rule_key = 'contract.no'")).toEqual(
      [],
    );
  });
});
