import type { TemplateCatalog, TemplateDraft, TemplateGroup } from '../../../manifests/contracts/approval';
import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { ErrorCode } from '../../../server/http/error-codes';
import { ADMIN, xingheToken } from '../notice/support';
import { setupTestServer } from '../support/test-server';
import { approver, branch, member, otherwise, router, start } from './support/flows';

/** 表单配置's default values, amount units and 可作为流程条件, as the server keeps and checks them. */

const server = setupTestServer();

async function call<T>(path: string, body: object, token: string) {
  const { body: answer } = await server.post<T>(`/enterprise/v1/approval/${path}`, body, token);
  return answer;
}

const form: ApprovalForm = [
  {
    name: 'amount',
    label: '金额',
    kind: 'amount',
    required: true,
    unit: '万元',
    min: 0,
    max: 1000000,
    defaultValue: 150000,
  },
  {
    name: 'category',
    label: '类别',
    kind: 'select',
    required: true,
    options: [
      { label: '差旅', value: 'travel' },
      { label: '办公', value: 'office' },
    ],
    defaultValue: 'travel',
    conditionable: false,
  },
  { name: 'day', label: '日期', kind: 'date', defaultValue: '2026-03-01' },
  { name: 'reason', label: '事由', kind: 'text', defaultValue: '日常报销' },
  {
    name: 'tags',
    label: '标签',
    kind: 'multiSelect',
    options: [
      { label: '急', value: 'urgent' },
      { label: '大额', value: 'large' },
    ],
    defaultValue: ['urgent'],
  },
];

const onCategory = start(
  router('condition', 'r', [
    branch('x', {
      nodeName: '差旅',
      conditionGroups: [{ operator: 'and', rules: [{ field: 'category', operator: 'eq', value: 'travel' }] }],
    }),
    otherwise('z'),
  ]),
);

async function newTemplate(admin: string, name: string): Promise<string> {
  const { data: catalog } = await call<TemplateCatalog>('template/list', {}, admin);
  const group = catalog.groups.find((one) => one.name === '财务') as TemplateGroup;
  const { data } = await call<{ uniqueId: string }>(
    'template/create',
    { name, groupUniqueId: group.uniqueId },
    admin,
  );
  return data.uniqueId;
}

describe('审批配置: default values, amount units and fields usable in conditions', () => {
  it('keeps them in the draft and the version', async () => {
    const admin = await xingheToken(server, ADMIN);
    const uniqueId = await newTemplate(admin, '付款');
    const flow = start(approver('a', { setting: 4, nodeUserList: [member('x')] }));
    expect(await call('template/draft/save', { uniqueId, revision: 1, form, flow }, admin)).toMatchObject({
      code: 0,
    });
    expect((await call<TemplateDraft>('template/draft', { uniqueId }, admin)).data.form).toEqual(form);
  });

  it.each<[string, ApprovalForm[number], string, number]>([
    [
      'an option no longer there',
      { ...form[1]!, defaultValue: 'meal' },
      '字段「类别」的默认值须为选项之一',
      1,
    ],
    [
      'an amount above the maximum (told in its unit)',
      { ...form[0]!, defaultValue: 1000001 },
      '字段「金额」的默认值不能大于 1.00 万元',
      0,
    ],
    [
      'a day that does not exist',
      { ...form[2]!, defaultValue: '2026-02-30' },
      '字段「日期」的默认值须为日期（年-月-日）',
      2,
    ],
    ['a number for a text', { ...form[3]!, defaultValue: 12 }, '字段「事由」的默认值须为文字', 3],
    [
      'a default on a member field',
      { name: 'who', label: '经办人', kind: 'member', defaultValue: 'x' },
      '字段「经办人」的默认值不适用于该类型的字段',
      0,
    ],
  ])('refuses a draft whose default is %s, on that field', async (_name, field, message, at) => {
    const admin = await xingheToken(server, ADMIN);
    const uniqueId = await newTemplate(admin, '付款');
    const bad = form.map((one) => (one.name === field.name ? field : one));
    const sent = bad.some((one) => one.name === field.name) ? bad : [field, ...form];
    expect(
      await call('template/draft/save', { uniqueId, revision: 1, form: sent, flow: start() }, admin),
    ).toMatchObject({
      code: ErrorCode.ApprovalFormInvalid,
      message,
      data: { field: `form.${at}.defaultValue` },
    });
  });

  it('refuses a unit that is not 元 or 万元 by the schema', async () => {
    const admin = await xingheToken(server, ADMIN);
    const uniqueId = await newTemplate(admin, '付款');
    const answer = await call(
      'template/draft/save',
      { uniqueId, revision: 1, form: [{ ...form[0], unit: '美元' }], flow: start() },
      admin,
    );
    expect(answer.code).not.toBe(0);
  });

  it('refuses to publish a condition on a field marked not to be used in conditions, on its branch', async () => {
    const admin = await xingheToken(server, ADMIN);
    const uniqueId = await newTemplate(admin, '付款');
    await call('template/draft/save', { uniqueId, revision: 1, form, flow: onCategory }, admin);
    expect(await call('template/publish', { uniqueId, revision: 2 }, admin)).toMatchObject({
      code: ErrorCode.ApprovalFlowInvalid,
      data: {
        problems: [
          {
            nodeId: 'x',
            message:
              '「差旅」：字段「类别」已设为不可作为流程条件，请删除该条件或在表单中开启「可作为流程条件」',
          },
        ],
      },
    });
    const usable = form.map((field) => ({ ...field, conditionable: true }));
    await call('template/draft/save', { uniqueId, revision: 2, form: usable, flow: onCategory }, admin);
    expect(await call('template/publish', { uniqueId, revision: 3 }, admin)).toMatchObject({ code: 0 });
  });

  it('refuses a whole template saved at once with a default that does not suit its field', async () => {
    const admin = await xingheToken(server, ADMIN);
    const bad = [{ ...form[1]!, defaultValue: 'meal' }];
    expect(
      await call('template/save', { name: '付款', form: bad, flow: start(), group: '财务' }, admin),
    ).toMatchObject({ code: ErrorCode.ApprovalFormInvalid, message: '字段「类别」的默认值须为选项之一' });
  });
});
