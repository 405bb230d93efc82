import { areaManifests } from '../../../manifests';
import { allMigrations, composedAreas } from '../../../server/areas';
import type { Database, Queryable } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { createOrganization } from '../../../server/domain/organizations';
import { Argon2PasswordHasher } from '../../../server/services/password-hasher';
import type { ServedAreas } from '../../../server/start-server';
import { addItem, submitLoan } from '../../fixtures/equipment-loan/server/api';
import { equipmentLoanServed } from '../../fixtures/equipment-loan/server/served';
import { addMember } from '../support/members';
import { withEmptySchema } from '../support/test-database';

/**
 * 设备借用 on a database prepared without demo data, as a deployment's is: its organisations get what
 * the area needs (its settings row, its approval type's template) when the area comes (an organisation
 * that existed before), when they are created later, and again, unchanged, at every restart — never
 * through a demo seed — and a loan submitted there starts its approval.
 */

const hasher = new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 });
const now = new Date('2026-11-22T09:00:00Z');
const registry: ServedAreas = { areas: composedAreas, migrations: allMigrations, manifests: areaManifests };

const prepare = (db: Database, served: ServedAreas = equipmentLoanServed) =>
  prepareDatabase(db, { ...served, seedDemoData: false, passwordHasher: hasher, now });

/** What each organisation holds for loans: its settings' limit and its templates of the loan type. */
const setUp = (db: Queryable) =>
  db.query<{ organization: string; maxDays: number | null; templates: number; versions: number }>(
    `select o.name as organization, s.max_days as "maxDays",
            (select count(*)::int from approval_templates t where t.organization_id = o.id
                and t.type_key = 'equipment-loan.loan') as templates,
            (select count(*)::int from approval_template_versions v join approval_templates t on t.id = v.template_id
              where t.organization_id = o.id and t.type_key = 'equipment-loan.loan') as versions
       from organizations o left join equipment_loan_settings s on s.organization_id = o.id order by o.id`,
  );

/** A loan of a new item in the organisation, submitted by a new member, another approving it. */
async function lendIn(db: Database, organizationId: number, name: string, day: string) {
  const borrower = await addMember(db, organizationId, `${name}的借用人`);
  const approver = await addMember(db, organizationId, `${name}的审批人`);
  return db.transaction(async (tx) => {
    const item = await addItem(tx, {
      organizationId,
      name: `${name}的投影仪（${day}）`,
      deposit: 30_000,
      now,
    });
    return submitLoan(tx, equipmentLoanServed.areas.extensions, {
      organizationId,
      borrower,
      body: {
        requestId: `fresh-${name}-${day}`,
        itemUniqueId: item.uniqueId,
        period: { from: day, to: day },
        purpose: '培训',
        approverUniqueId: approver.uniqueId,
      },
      now,
    });
  });
}

describe('设备借用 without demo data', () => {
  it('sets up organisations from before the area and after it, once across restarts, and lends in each', async () => {
    await withEmptySchema(async (db) => {
      // The deployment ran without the area; an organisation was created then.
      expect(await prepare(db, registry)).toMatchObject({ seededDemoData: false });
      const before = await db.transaction((tx) =>
        createOrganization(tx, composedAreas.extensions, { name: '甲园区', now }),
      );

      // A release brings the area: the next start sets the organisation up.
      await prepare(db);
      // One created after the start is set up in its creating transaction.
      const after = await db.transaction((tx) =>
        createOrganization(tx, equipmentLoanServed.areas.extensions, { name: '乙园区', now }),
      );
      const expected = [
        { organization: '甲园区', maxDays: 30, templates: 1, versions: 1 },
        { organization: '乙园区', maxDays: 30, templates: 1, versions: 1 },
      ];
      expect(await setUp(db)).toEqual(expected);

      const first = await lendIn(db, before.id, '甲', '2026-11-23');
      const second = await lendIn(db, after.id, '乙', '2026-11-23');
      expect([first.loanNo, second.loanNo]).toEqual(['JY-2026-0001', 'JY-2026-0001']);

      // A restart changes nothing, and loans go on from there.
      await prepare(db);
      expect(await setUp(db)).toEqual(expected);
      expect((await lendIn(db, after.id, '乙', '2026-11-24')).loanNo).toBe('JY-2026-0002');
      const approvals = await db.query<{ state: string; tasks: number }>(
        `select i.state, (select count(*)::int from approval_tasks k where k.instance_id = i.id and k.state = 'open') as tasks
           from approval_instances i order by i.id`,
      );
      expect(approvals).toEqual([
        { state: 'running', tasks: 1 },
        { state: 'running', tasks: 1 },
        { state: 'running', tasks: 1 },
      ]);
    });
  }, 60_000);
});
