import { MessageTypeCode, sendMessage } from '../../../server/areas/notice/messages/message-service';
import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';
import {
  ADMIN,
  CHEN_GANG,
  DEMO_APPROVAL_TITLES,
  DEMO_TITLES,
  LI_NA,
  type MessageDetail,
  messagesApi,
  WANG_FANG,
  xingheToken,
} from './support';

const server = setupTestServer();
const api = messagesApi(server);

async function organizationIdOf(uniqueId: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('select id from organizations where unique_id = $1', [
    uniqueId,
  ]);
  return row!.id;
}

async function membershipIdOf(telephone: string, organization = 'xinghe-park'): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `select m.id from memberships m join accounts a on a.id = m.account_id
       join organizations o on o.id = m.organization_id where a.telephone = $1 and o.unique_id = $2`,
    [telephone, organization],
  );
  return row!.id;
}

describe('the member inbox', () => {
  it('gives each member their own messages, newest first, with the unread count in the user info', async () => {
    const admin = await xingheToken(server, ADMIN);
    const liNa = await xingheToken(server, LI_NA);
    const wangFang = await xingheToken(server, WANG_FANG);
    expect(await api.titles(admin)).toEqual([
      DEMO_TITLES.fireDrill,
      DEMO_TITLES.approval,
      DEMO_TITLES.contract,
      DEMO_TITLES.elevator,
    ]);
    // 王芳 is in 物业部, which the duty roster was addressed to, and was told her 采购 was terminated;
    // 李娜 is in neither.
    expect(await api.titles(wangFang)).toEqual([
      DEMO_TITLES.fireDrill,
      DEMO_TITLES.dutyRoster,
      DEMO_APPROVAL_TITLES.chairsTerminated,
      DEMO_TITLES.elevator,
    ]);
    expect(await api.titles(liNa)).toEqual([DEMO_TITLES.fireDrill, DEMO_TITLES.elevator]);
    expect(await api.unread(admin)).toBe(4);
    expect(await api.unread(liNa)).toBe(2);
    expect(await api.unread(wangFang)).toBe(4);
  });

  it('lists a message with its type, publisher, plain-text summary, link and read state', async () => {
    const admin = await xingheToken(server, ADMIN);
    const { list } = await api.page(admin);
    expect(list[0]).toEqual({
      uniqueId: expect.stringMatching(/^[0-9a-f]{32}$/),
      typeCode: 'SYSTEM',
      typeName: '系统通知',
      title: DEMO_TITLES.fireDrill,
      summary: expect.stringMatching(/^演练安排 为提高园区入驻企业/),
      publisherName: '张伟',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read: false,
      link: '',
    });
    expect(list[0]!.summary.length).toBeLessThanOrEqual(120);
    expect(list[0]!.summary).not.toMatch(/[<>]/);
    const approval = list.find((message) => message.typeCode === 'APPROVAL')!;
    expect(approval).toMatchObject({ typeName: '审批消息', publisherName: '', link: '/PC_APPROVAL_CENTER' });
  });

  it('counts unread messages per type for the member', async () => {
    const admin = await xingheToken(server, ADMIN);
    const { body } = await api.call<{ code: string; name: string; unreadCount: number }[]>(
      'message/type/list',
      {},
      admin,
    );
    expect(body.data).toEqual([
      { code: 'SYSTEM', name: '系统通知', unreadCount: 1 },
      { code: 'APPROVAL', name: '审批消息', unreadCount: 1 },
      { code: 'CONTRACT', name: '合同消息', unreadCount: 1 },
      { code: 'PARK', name: '园区运营', unreadCount: 1 },
    ]);
  });

  it('filters by type, read state and a keyword in the title or the body, and pages', async () => {
    const admin = await xingheToken(server, ADMIN);
    expect(await api.titles(admin, { typeCode: 'APPROVAL' })).toEqual([DEMO_TITLES.approval]);
    await api.call('message/read', { uniqueIds: [await api.idOf(admin, DEMO_TITLES.contract)] }, admin);
    expect(await api.titles(admin, { read: true })).toEqual([DEMO_TITLES.contract]);
    expect(await api.titles(admin, { read: false })).toHaveLength(3);
    // 消防 is in the title of the drill; 续租 only in the contract's body.
    expect(await api.titles(admin, { keyword: '消防' })).toEqual([DEMO_TITLES.fireDrill]);
    expect(await api.titles(admin, { keyword: ' 续租 ' })).toEqual([DEMO_TITLES.contract]);
    expect(await api.titles(admin, { keyword: '续租', read: false })).toEqual([]);
    // The keyword's own wildcards match only themselves.
    expect(await api.titles(admin, { keyword: '%' })).toEqual([]);
    expect(await api.titles(admin, { keyword: '_' })).toEqual([]);

    const second = await api.page(admin, { pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(second.list.map((message) => message.title)).toEqual([DEMO_TITLES.elevator]);
  });

  it('refuses an unknown message type', async () => {
    const admin = await xingheToken(server, ADMIN);
    for (const [path, body] of [
      ['message/page', { typeCode: 'NOTHING' }],
      ['message/read/all', { typeCode: 'NOTHING' }],
    ] as const) {
      const answer = await api.call(path, body, admin);
      expect(answer.body).toEqual({
        code: ErrorCode.MessageTypeNotFound,
        message: '消息类型不存在',
        data: null,
      });
    }
    const lowercase = await api.call('message/page', { typeCode: 'system' }, admin);
    expect(lowercase.body.code).toBe(ErrorCode.BadRequest);
    expect(lowercase.body.message).toMatch(/消息类型/);
  });

  it('opens a message with its body without marking it read; reading it drops the unread count', async () => {
    const admin = await xingheToken(server, ADMIN);
    const uniqueId = await api.idOf(admin, DEMO_TITLES.fireDrill);
    const { body } = await api.call<MessageDetail>('message/detail', { uniqueId }, admin);
    expect(body.data).toMatchObject({ title: DEMO_TITLES.fireDrill, read: false, readAt: null });
    expect(body.data.body).toContain('<h2>演练安排</h2>');
    expect(body.data.body).toContain('<u>切勿乘坐电梯</u>');
    expect(await api.unread(admin)).toBe(4);

    const read = await api.call<{ unreadCount: number }>('message/read', { uniqueIds: [uniqueId] }, admin);
    expect(read.body).toEqual({ code: 0, message: 'success', data: { unreadCount: 3 } });
    const opened = await api.call<MessageDetail>('message/detail', { uniqueId }, admin);
    expect(opened.body.data).toMatchObject({ read: true, readAt: server.clock.now().toISOString() });

    // Reading again keeps the first reading time.
    server.clock.advance(60_000);
    await api.call('message/read', { uniqueIds: [uniqueId] }, admin);
    const again = await api.call<MessageDetail>('message/detail', { uniqueId }, admin);
    expect(again.body.data.readAt).toBe(opened.body.data.readAt);
  });

  it('keeps each inbox to its member: another member’s message is not found and cannot be read or removed', async () => {
    const admin = await xingheToken(server, ADMIN);
    const liNa = await xingheToken(server, LI_NA);
    const adminsApproval = await api.idOf(admin, DEMO_TITLES.approval);
    const liNasDrill = await api.idOf(liNa, DEMO_TITLES.fireDrill);

    const detail = await api.call('message/detail', { uniqueId: adminsApproval }, liNa);
    expect(detail.body).toEqual({
      code: ErrorCode.MessageNotFound,
      message: '消息不存在或已被删除',
      data: null,
    });
    await api.call('message/read', { uniqueIds: [liNasDrill] }, admin);
    await api.call('message/remove', { uniqueIds: [liNasDrill] }, admin);
    expect(await api.unread(liNa)).toBe(2);
    expect(await api.titles(liNa)).toContain(DEMO_TITLES.fireDrill);
    // The drill the admin received is a message of its own, still unread.
    expect(await api.unread(admin)).toBe(4);
  });

  it('keeps each organisation apart: 张伟 in 云杉集团 has none of 星河科技园’s messages', async () => {
    const yunshan = await server.signInTo(ADMIN, 'yunshan-group');
    const xinghe = await xingheToken(server, ADMIN);
    expect(await api.titles(yunshan)).toEqual([]);
    expect(await api.unread(yunshan)).toBe(0);
    const types = await api.call<{ unreadCount: number }[]>('message/type/list', {}, yunshan);
    expect(types.body.data.every((type) => type.unreadCount === 0)).toBe(true);
    const detail = await api.call(
      'message/detail',
      { uniqueId: await api.idOf(xinghe, DEMO_TITLES.approval) },
      yunshan,
    );
    expect(detail.body.code).toBe(ErrorCode.MessageNotFound);
  });

  it('marks everything read, or only one type', async () => {
    const admin = await xingheToken(server, ADMIN);
    const approvals = await api.call<{ unreadCount: number }>(
      'message/read/all',
      { typeCode: 'APPROVAL' },
      admin,
    );
    expect(approvals.body.data).toEqual({ unreadCount: 3 });
    expect(await api.titles(admin, { read: true })).toEqual([DEMO_TITLES.approval]);
    const all = await api.call<{ unreadCount: number }>('message/read/all', {}, admin);
    expect(all.body.data).toEqual({ unreadCount: 0 });
    expect(await api.titles(admin, { read: false })).toEqual([]);
    // Other members are untouched.
    expect(await api.unread(await xingheToken(server, LI_NA))).toBe(2);
  });

  it('removes messages from the member’s inbox only; unknown ids change nothing', async () => {
    const admin = await xingheToken(server, ADMIN);
    const liNa = await xingheToken(server, LI_NA);
    const drill = await api.idOf(admin, DEMO_TITLES.fireDrill);
    const elevator = await api.idOf(admin, DEMO_TITLES.elevator);
    const removed = await api.call<{ unreadCount: number }>(
      'message/remove',
      { uniqueIds: [drill, elevator, 'unknown-id'] },
      admin,
    );
    expect(removed.body.data).toEqual({ unreadCount: 2 });
    expect(await api.titles(admin)).toEqual([DEMO_TITLES.approval, DEMO_TITLES.contract]);
    const detail = await api.call('message/detail', { uniqueId: drill }, admin);
    expect(detail.body.code).toBe(ErrorCode.MessageNotFound);
    expect(await api.titles(liNa)).toEqual([DEMO_TITLES.fireDrill, DEMO_TITLES.elevator]);
  });

  it('refuses empty and oversized batches', async () => {
    const admin = await xingheToken(server, ADMIN);
    const empty = await api.call('message/read', { uniqueIds: [] }, admin);
    expect(empty.body.code).toBe(ErrorCode.BadRequest);
    const many = await api.call(
      'message/remove',
      { uniqueIds: Array.from({ length: 101 }, (_, index) => `id${index}`) },
      admin,
    );
    expect(many.body.code).toBe(ErrorCode.BadRequest);
    expect(await api.unread(admin)).toBe(4);
  });

  it('needs a member of an organisation', async () => {
    const accountOnly = await server.signIn(LI_NA);
    const answer = await api.call('message/page', {}, accountOnly);
    expect(answer.body.code).toBe(ErrorCode.OrganizationRequired);
    const anonymous = await server.post('/enterprise/v1/message/type/list', {});
    expect(anonymous.body.code).toBe(ErrorCode.NotSignedIn);
  });
});

describe('the message service other areas call', () => {
  it('delivers to chosen members, skipping disabled ones, with a plain body escaped into paragraphs', async () => {
    const organizationId = await organizationIdOf('xinghe-park');
    const liNa = await membershipIdOf(LI_NA);
    const chenGang = await membershipIdOf(CHEN_GANG);
    await server.db.query('update memberships set state = 2 where id = $1', [chenGang]);
    const sent = await server.db.transaction((tx) =>
      sendMessage(tx, {
        organizationId,
        type: MessageTypeCode.approval,
        source: 'approval',
        title: '您的请假申请已通过',
        body: '审批人：张伟\n备注：<b>注意</b> 安全 & 按时返岗',
        plainBody: true,
        link: '/PC_APPROVAL_DETAIL?uniqueId=leave-1',
        recipients: { kind: 'members', membershipIds: [liNa, chenGang] },
        now: server.clock.now(),
      }),
    );
    expect(sent.recipientCount).toBe(1);
    const token = await xingheToken(server, LI_NA);
    const [latest] = (await api.page(token)).list;
    expect(latest).toMatchObject({
      title: '您的请假申请已通过',
      typeCode: 'APPROVAL',
      link: '/PC_APPROVAL_DETAIL?uniqueId=leave-1',
    });
    const { body } = await api.call<MessageDetail>('message/detail', { uniqueId: latest!.uniqueId }, token);
    expect(body.data.body).toBe(
      '<p>审批人：张伟</p><p>备注：&lt;b&gt;注意&lt;/b&gt; 安全 &amp; 按时返岗</p>',
    );
    expect(body.data.summary).toBe('审批人：张伟 备注：<b>注意</b> 安全 & 按时返岗');
  });

  it('delivers to departments with their sub-departments, once per member', async () => {
    const organizationId = await organizationIdOf('xinghe-park');
    const [engineering] = await server.db.query<{ id: number; parentId: number }>(
      `select id, parent_id as "parentId" from departments where name = '工程组'`,
    );
    // 李娜 is placed in 工程组 too: she is in 物业部's subtree through it, and still receives once.
    await server.db.query('insert into member_departments (membership_id, department_id) values ($1, $2)', [
      await membershipIdOf(LI_NA),
      engineering!.id,
    ]);
    const sent = await server.db.transaction((tx) =>
      sendMessage(tx, {
        organizationId,
        type: MessageTypeCode.park,
        source: 'park',
        title: '物业部停水通知',
        body: '<p>明日停水</p>',
        recipients: { kind: 'departments', departmentIds: [engineering!.parentId, engineering!.id] },
        now: server.clock.now(),
      }),
    );
    // 王芳 (物业部) and 李娜 (工程组).
    expect(sent.recipientCount).toBe(2);
    expect(await api.titles(await xingheToken(server, LI_NA), { typeCode: 'PARK' })).toEqual([
      '物业部停水通知',
      DEMO_TITLES.elevator,
    ]);
  });

  it('commits with the caller’s transaction: a change that fails delivers nothing', async () => {
    const organizationId = await organizationIdOf('xinghe-park');
    await expect(
      server.db.transaction(async (tx) => {
        await sendMessage(tx, {
          organizationId,
          type: MessageTypeCode.contract,
          source: 'contract',
          title: '合同已作废',
          body: '<p>作废</p>',
          recipients: { kind: 'organization' },
          now: server.clock.now(),
        });
        throw new Error('the contract change failed');
      }),
    ).rejects.toThrow('the contract change failed');
    expect(await api.titles(await xingheToken(server, LI_NA), { keyword: '作废' })).toEqual([]);
  });
});
