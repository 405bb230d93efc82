import type { FlowNode } from '../../../manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormField } from '../../../manifests/contracts/approval-form';
import { allMigrations, composedAreas, serverAreas } from '../../../server/areas';
import { startApproval } from '../../../server/areas/approval/api';
import type { Database, Queryable } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { createOrganization } from '../../../server/domain/organizations';
import { type ComposedAreas, composeAreas } from '../../../server/platform/compose-areas';
import { Argon2PasswordHasher } from '../../../server/services/password-hasher';
import {
  FIXTURE_LEASE_TYPE,
  fixtureLeaseArea,
  fixtureLeaseFields,
  fixtureLeaseValues,
} from '../../fixtures/approval-type';
import { addMember } from '../support/members';
import { withEmptySchema } from '../support/test-database';
import { approver, start } from './support/flows';

/**
 * An approval type's template in every organisation, never only through demo seeds: databases without
 * demo data, organisations that existed before the type came (set up as the server starts, once, also
 * with two servers starting together) and organisations created later.
 */

const hasher = new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 });
const now = new Date('2026-11-22T09:00:00Z');

/** 发起人自选: the applicant names the approver (the fixture's flow in these tests). */
const chooserFlow: FlowNode = start(
  approver('chosen', { nodeName: '指定审批人', settype: 6, selectMode: 'single', nodeUserList: [] }),
);
const withLease = composeAreas([...serverAreas, fixtureLeaseArea({ flow: chooserFlow })]);

const prepare = (db: Database, areas: ComposedAreas = withLease, seedDemoData = false) =>
  prepareDatabase(db, { migrations: allMigrations, areas, seedDemoData, passwordHasher: hasher, now });

/** Each organisation's templates of the fixture's type, with how many versions each has. */
async function leaseTemplates(db: Queryable) {
  return db.query<{ organization: string; name: string; versions: number; form: ApprovalForm }>(
    `select o.name as organization, t.name, v.form,
            (select count(*)::int from approval_template_versions where template_id = t.id) as versions
       from approval_templates t join organizations o on o.id = t.organization_id
       join approval_template_versions v on v.id = t.current_version_id
      where t.type_key = $1 order by o.id`,
    [FIXTURE_LEASE_TYPE],
  );
}

describe('an approval type’s template, in a database without demo data', () => {
  it('an organisation created after the server started has it at once, and the area starts on it', async () => {
    await withEmptySchema(async (db) => {
      expect(await prepare(db)).toMatchObject({ seededDemoData: false });
      expect(await leaseTemplates(db)).toEqual([]);
      const org = await db.transaction((tx) =>
        createOrganization(tx, withLease.extensions, { name: '后来的园区', now }),
      );
      const [template] = await leaseTemplates(db);
      expect(template).toMatchObject({ organization: '后来的园区', name: '租约审批', versions: 1 });
      expect(template!.form).toEqual(fixtureLeaseFields.map((field) => ({ ...field, locked: true })));

      const applicant = await addMember(db, org.id, '申请人');
      const reviewer = await addMember(db, org.id, '审核人');
      const started = await db.transaction((tx) =>
        startApproval(tx, withLease.extensions, {
          organizationId: org.id,
          type: FIXTURE_LEASE_TYPE,
          businessId: 'L-1',
          summary: '租约 L-1',
          applicant,
          form: fixtureLeaseValues(),
          chosenApprovers: { chosen: [reviewer.uniqueId] },
          now,
        }),
      );
      expect(started).toMatchObject({ state: 'running' });
      const tasks = await db.query<{ assigneeId: number; state: string }>(
        `select k.assignee_id as "assigneeId", k.state from approval_tasks k
           join approval_instances i on i.id = k.instance_id where i.unique_id = $1`,
        [started.uniqueId],
      );
      expect(tasks).toEqual([{ assigneeId: reviewer.membershipId, state: 'open' }]);
    });
  }, 60_000);

  it('organisations that existed before the type came get it as the server starts, once however often', async () => {
    await withEmptySchema(async (db) => {
      await prepare(db, composedAreas);
      for (const name of ['甲园区', '乙园区'])
        await db.transaction((tx) => createOrganization(tx, composedAreas.extensions, { name, now }));
      expect(await leaseTemplates(db)).toEqual([]);

      await prepare(db);
      await prepare(db);
      const templates = await leaseTemplates(db);
      expect(templates.map(({ organization, versions }) => [organization, versions])).toEqual([
        ['甲园区', 1],
        ['乙园区', 1],
      ]);
    });
  }, 60_000);

  it('two servers preparing one database at once make one template per organisation', async () => {
    await withEmptySchema(async (db) => {
      await prepare(db, composedAreas);
      for (const name of ['甲园区', '乙园区', '丙园区'])
        await db.transaction((tx) => createOrganization(tx, composedAreas.extensions, { name, now }));
      await Promise.all([prepare(db), prepare(db)]);
      const templates = await leaseTemplates(db);
      expect(templates.map(({ versions }) => versions)).toEqual([1, 1, 1]);
      const [groups] = await db.query<{ count: number }>(
        `select count(*)::int as count from approval_template_groups where name = '园区业务'`,
      );
      expect(groups!.count).toBe(3);
    });
  }, 60_000);

  it('the demo seed creates its organisations through the platform, so they have it too', async () => {
    await withEmptySchema(async (db) => {
      expect(await prepare(db, withLease, true)).toMatchObject({ seededDemoData: true });
      expect((await leaseTemplates(db)).map(({ organization }) => organization)).toEqual([
        '星河科技园',
        '云杉集团',
      ]);
    });
  }, 60_000);

  it('a release changing the type’s fields brings the template in line, keeping the administrator’s', async () => {
    await withEmptySchema(async (db) => {
      await prepare(db);
      const org = await db.transaction((tx) =>
        createOrganization(tx, withLease.extensions, { name: '园区', now }),
      );
      // The administrator added an optional field and wrote a placeholder on a locked one.
      const [{ form, flow }] = (await db.query<{ form: ApprovalForm; flow: FlowNode }>(
        `select v.form, v.flow from approval_templates t join approval_template_versions v on v.id = t.current_version_id
          where t.organization_id = $1 and t.type_key = $2`,
        [org.id, FIXTURE_LEASE_TYPE],
      )) as [{ form: ApprovalForm; flow: FlowNode }];
      const edited: ApprovalForm = [
        { ...form[0]!, placeholder: '如 A 栋 501' },
        ...form.slice(1),
        { name: 'contact', label: '联系人', kind: 'text' },
      ];
      await db.query(
        `insert into approval_template_versions (template_id, version, form, flow, published_at)
         select id, 2, $2, $3, now() from approval_templates where organization_id = $1 and type_key = $4`,
        [org.id, JSON.stringify(edited), JSON.stringify(flow), FIXTURE_LEASE_TYPE],
      );
      await db.query(
        `update approval_templates t set current_version_id = v.id from approval_template_versions v
          where v.template_id = t.id and v.version = 2 and t.type_key = $1`,
        [FIXTURE_LEASE_TYPE],
      );

      // The next release: 月租金 gets a maximum, 备注 goes, 押金 comes.
      const [leaseName, rent, leaseKind] = fixtureLeaseFields as [
        ApprovalFormField,
        ApprovalFormField,
        ApprovalFormField,
      ];
      const fields: ApprovalForm = [
        leaseName,
        { ...rent, max: 100_000_000 },
        leaseKind,
        { name: 'deposit', label: '押金', kind: 'amount' },
      ];
      const later = composeAreas([...serverAreas, fixtureLeaseArea({ flow: chooserFlow, fields })]);
      await prepare(db, later);
      await prepare(db, later);
      const [template] = await leaseTemplates(db);
      expect(template!.versions).toBe(3);
      expect(template!.form.map((field) => [field.name, field.locked ?? false])).toEqual([
        ['leaseName', true],
        ['rent', true],
        ['leaseKind', true],
        ['deposit', true],
        ['note', false],
        ['contact', false],
      ]);
      expect(template!.form[0]).toMatchObject({ placeholder: '如 A 栋 501' });
      expect(template!.form[1]).toMatchObject({ max: 100_000_000 });
    });
  }, 60_000);
});
