import type {
  ConfiguredTemplate,
  TemplateCatalog,
  TemplateDraft,
} from '../../../manifests/contracts/approval';
import type { ApprovalForm, ApprovalFormField } from '../../../manifests/contracts/approval-form';
import { serverAreas } from '../../../server/areas';
import { startApproval } from '../../../server/areas/approval/api';
import { setUpOrganizations } from '../../../server/domain/organizations';
import { ErrorCode } from '../../../server/http/error-codes';
import { composeAreas } from '../../../server/platform/compose-areas';
import { FIXTURE_LEASE_TYPE, fixtureLeaseArea, fixtureLeaseValues } from '../../fixtures/approval-type';
import { ADMIN, xingheToken } from '../notice/support';
import { setupTestServer } from '../support/test-server';
import { approvalWorld } from './support/approval-world';
import { approver, member, start } from './support/flows';

/**
 * 审批配置 of an approval type's template: the fields the area fills are locked (not removed, renamed,
 * retyped, their options and checks unchanged), an administrator adds optional fields and changes the
 * flow; the server refuses the rest on draft save, on publication and on a whole save, naming the field.
 */

const fixture = fixtureLeaseArea();
const areas = composeAreas([...serverAreas, fixture]);
const server = setupTestServer({}, { areas });

async function call<T>(path: string, body: object, token: string) {
  return (await server.post<T>(`/enterprise/v1/approval/${path}`, body, token)).body;
}
async function data<T>(path: string, body: object, token: string): Promise<T> {
  const answer = await call<T>(path, body, token);
  expect(answer).toMatchObject({ code: 0 });
  return answer.data;
}

/** The administrator's token and the type's template in 星河科技园, as 审批配置 lists it. */
async function leaseTemplate(): Promise<{
  admin: string;
  template: ConfiguredTemplate;
  draft: TemplateDraft;
}> {
  await setUpOrganizations(server.db, areas.extensions, server.clock.now());
  const admin = await xingheToken(server, ADMIN);
  const { templates } = await data<TemplateCatalog>('template/list', {}, admin);
  const template = templates.find((candidate) => candidate.typeKey === FIXTURE_LEASE_TYPE)!;
  const draft = await data<TemplateDraft>('template/draft', { uniqueId: template.uniqueId }, admin);
  return { admin, template, draft };
}

/** The draft's form with the field `name` changed (or removed, `null`). */
const changed = (form: ApprovalForm, name: string, change: Partial<ApprovalFormField> | null) =>
  form.flatMap((field) => (field.name !== name ? [field] : change === null ? [] : [{ ...field, ...change }]));

describe('审批配置 of an approval type’s template', () => {
  it('is listed as a system template with the type’s fields, each marked locked', async () => {
    const { template, draft } = await leaseTemplate();
    expect(template).toMatchObject({
      name: '租约审批',
      typeKey: FIXTURE_LEASE_TYPE,
      version: 1,
      hasDraft: false,
    });
    expect(draft.form.map((field) => [field.name, field.locked])).toEqual([
      ['leaseName', true],
      ['rent', true],
      ['leaseKind', true],
      ['note', true],
    ]);
  });

  it('refuses a draft changing a locked field, naming it, and a required field added; saves nothing', async () => {
    const { admin, draft } = await leaseTemplate();
    const options = [{ label: '新签', value: 'new' }];
    const cases: [ApprovalForm, number, string, string][] = [
      [
        changed(draft.form, 'rent', null),
        ErrorCode.ApprovalFieldLocked,
        '字段「月租金」由业务模块填写，不能删除或修改字段标识',
        'form',
      ],
      [
        changed(draft.form, 'leaseName', { name: 'title' }),
        ErrorCode.ApprovalFieldLocked,
        '字段「租约名称」由业务模块填写，不能删除或修改字段标识',
        'form',
      ],
      [
        changed(draft.form, 'rent', { label: '租金' }),
        ErrorCode.ApprovalFieldLocked,
        '字段「月租金」由业务模块填写，不能修改名称',
        'form.1.label',
      ],
      [
        changed(draft.form, 'rent', { kind: 'number' }),
        ErrorCode.ApprovalFieldLocked,
        '字段「月租金」由业务模块填写，不能修改类型',
        'form.1.kind',
      ],
      [
        changed(draft.form, 'leaseKind', { options }),
        ErrorCode.ApprovalFieldLocked,
        '字段「租约类型」由业务模块填写，不能修改选项',
        'form.2.options',
      ],
      [
        changed(draft.form, 'leaseName', { required: false }),
        ErrorCode.ApprovalFieldLocked,
        '字段「租约名称」由业务模块填写，不能修改必填',
        'form.0.required',
      ],
      [
        changed(draft.form, 'note', { maxLength: 20 }),
        ErrorCode.ApprovalFieldLocked,
        '字段「备注」由业务模块填写，不能修改最多字数',
        'form.3.maxLength',
      ],
      [
        [...draft.form, { name: 'contact', label: '联系人', kind: 'text', required: true }],
        ErrorCode.ApprovalAddedFieldRequired,
        '字段「联系人」不能设为必填：业务模块发起审批时不会填写新添加的字段，只能添加非必填字段',
        'form.4.required',
      ],
    ];
    for (const [form, code, message, field] of cases)
      expect(
        await call(
          'template/draft/save',
          { uniqueId: draft.uniqueId, revision: 0, form, flow: draft.flow },
          admin,
        ),
      ).toMatchObject({ code, message, data: { field } });
    expect(await data<TemplateDraft>('template/draft', { uniqueId: draft.uniqueId }, admin)).toMatchObject({
      revision: 0,
      hasDraft: false,
    });
  });

  it('takes an optional field and a new flow: published, the area’s starts leave the field empty and run the flow', async () => {
    const { admin, draft } = await leaseTemplate();
    const w = await approvalWorld(server, [fixture]);
    // What a client marks does not count: the type's fields stay locked, another is never.
    const form: ApprovalForm = [
      ...changed(draft.form, 'rent', { locked: false, placeholder: '按月计' }),
      { name: 'contact', label: '联系人', kind: 'text', locked: true },
    ];
    const flow = start(
      approver('gm', { nodeName: '总经理', nodeUserList: [member(w.uniqueIdOf('孙强'), '孙强')] }),
    );
    await data('template/draft/save', { uniqueId: draft.uniqueId, revision: 0, form, flow }, admin);
    const saved = await data<TemplateDraft>('template/draft', { uniqueId: draft.uniqueId }, admin);
    expect(saved.form.map((field) => [field.name, field.locked ?? false])).toEqual([
      ['leaseName', true],
      ['rent', true],
      ['leaseKind', true],
      ['note', true],
      ['contact', false],
    ]);
    expect(saved.form[1]).toMatchObject({ placeholder: '按月计' });
    expect(await data('template/publish', { uniqueId: draft.uniqueId, revision: 1 }, admin)).toMatchObject({
      version: 2,
    });

    const started = await server.db.transaction((tx) =>
      startApproval(tx, areas.extensions, {
        organizationId: w.organizationId,
        type: FIXTURE_LEASE_TYPE,
        businessId: 'L-20',
        summary: '租约 L-20',
        applicant: w.actor('陈刚'),
        form: fixtureLeaseValues(),
        now: server.clock.now(),
      }),
    );
    expect(await w.pending(started.uniqueId)).toEqual(['孙强:open']);
    expect(await w.form(started.uniqueId)).toEqual(fixtureLeaseValues());
    // The administrator's field is not the area's to fill: the type does not declare it.
    await expect(
      server.db.transaction((tx) =>
        startApproval(tx, areas.extensions, {
          organizationId: w.organizationId,
          type: FIXTURE_LEASE_TYPE,
          businessId: 'L-21',
          summary: '租约 L-21',
          applicant: w.actor('陈刚'),
          form: { ...fixtureLeaseValues(), contact: '王经理' },
          now: server.clock.now(),
        }),
      ),
    ).rejects.toMatchObject({ code: ErrorCode.ApprovalFieldUndeclared });
  });

  it('refuses to publish a draft breaking the locks (one kept from before the type changed)', async () => {
    const { admin, draft, template } = await leaseTemplate();
    await server.db.query(
      `insert into approval_template_drafts (template_id, form, flow, revision, published_revision, saved_at)
       select id, $2, $3, 1, 0, now() from approval_templates where unique_id = $1`,
      [template.uniqueId, JSON.stringify(changed(draft.form, 'leaseKind', null)), JSON.stringify(draft.flow)],
    );
    expect(await call('template/publish', { uniqueId: template.uniqueId, revision: 1 }, admin)).toMatchObject(
      {
        code: ErrorCode.ApprovalFieldLocked,
        message: '字段「租约类型」由业务模块填写，不能删除或修改字段标识',
      },
    );
    expect((await data<TemplateCatalog>('template/list', {}, admin)).templates).toContainEqual(
      expect.objectContaining({ uniqueId: template.uniqueId, version: 1 }),
    );
  });

  it('holds a whole save (template/save) to the same locks', async () => {
    const { admin, draft, template } = await leaseTemplate();
    expect(
      await call(
        'template/save',
        {
          uniqueId: template.uniqueId,
          name: '租约审批',
          form: changed(draft.form, 'rent', { label: '租金' }),
          flow: draft.flow,
        },
        admin,
      ),
    ).toMatchObject({
      code: ErrorCode.ApprovalFieldLocked,
      message: '字段「月租金」由业务模块填写，不能修改名称',
    });
  });

  it('cannot be removed; a copy of it is a template of its own, nothing locked', async () => {
    const { admin, template } = await leaseTemplate();
    expect(await call('template/remove', { uniqueId: template.uniqueId }, admin)).toMatchObject({
      code: ErrorCode.ApprovalSystemTemplate,
      message: '「租约审批」是系统审批，业务模块通过它发起审批，不能删除，可以停用',
    });
    const copy = await data<{ uniqueId: string }>(
      'template/create',
      { name: '租约审批（旧）', groupUniqueId: template.groupUniqueId!, copyFrom: template.uniqueId },
      admin,
    );
    const copied = await data<TemplateDraft>('template/draft', copy, admin);
    expect(copied.form.map((field) => field.name)).toEqual(['leaseName', 'rent', 'leaseKind', 'note']);
    expect(copied.form.some((field) => 'locked' in field)).toBe(false);
    const form = [...copied.form, { name: 'contact', label: '联系人', kind: 'text', required: true }];
    await data(
      'template/draft/save',
      { uniqueId: copy.uniqueId, revision: copied.revision, form, flow: copied.flow },
      admin,
    );
    await data('template/remove', copy, admin);
  });
});
