import { ErrorCode } from '../../../server/http/error-codes';
import { addRole } from '../support/roles';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';
import {
  ADMIN,
  CHEN_GANG,
  DEMO_TITLES,
  departmentIds,
  LI_NA,
  type MessageDetail,
  messagesApi,
  type Page,
  type PublishedNotice,
  WANG_FANG,
  xingheToken,
} from './support';

const server = setupTestServer();
const api = messagesApi(server);

const notice = (fields: object = {}) => ({
  title: '十二月安全检查',
  body: '<p>本周五进行安全检查，请配合。</p>',
  scope: 'organization',
  ...fields,
});

async function publish(token: string, fields: object = {}) {
  return api.call<{ uniqueId: string; recipientCount: number }>('notice/publish', notice(fields), token);
}

async function noticePage(token: string, query: object = {}) {
  const { body } = await api.call<Page<PublishedNotice>>('notice/page', query, token);
  expect(body.code).toBe(0);
  return body.data;
}

describe('publishing notices', () => {
  it('sends a notice to every active member of the organisation at once', async () => {
    const admin = await xingheToken(server, ADMIN);
    const liNa = await xingheToken(server, LI_NA);
    const chenGang = await xingheToken(server, CHEN_GANG);
    const { body } = await publish(admin);
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: { uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/), recipientCount: 7 },
    });
    for (const token of [admin, liNa, chenGang]) {
      const [latest] = (await api.page(token)).list;
      expect(latest).toMatchObject({
        title: '十二月安全检查',
        typeCode: 'SYSTEM',
        publisherName: '张伟',
        read: false,
      });
    }
    expect(await api.unread(liNa)).toBe(3);
  });

  it('sends a notice to chosen departments with their sub-departments; members outside see nothing', async () => {
    const admin = await xingheToken(server, ADMIN);
    const ids = await departmentIds(server, 'xinghe-park');
    const { body } = await publish(admin, { scope: 'departments', departmentUniqueIds: [ids.运营部] });
    expect(body.data.recipientCount).toBe(1);

    const liNa = await xingheToken(server, LI_NA);
    const chenGang = await xingheToken(server, CHEN_GANG);
    expect(await api.titles(liNa)).toEqual(['十二月安全检查', DEMO_TITLES.fireDrill, DEMO_TITLES.elevator]);
    expect(await api.unread(liNa)).toBe(3);
    expect(await api.titles(chenGang)).not.toContain('十二月安全检查');
    // The two notices for everyone, and the demo's two approval messages about his 请假 and 采购.
    expect(await api.unread(chenGang)).toBe(4);
    expect(await api.titles(admin)).not.toContain('十二月安全检查');

    // 物业部 takes in 工程组: a member placed only there receives it too.
    await server.db.query(
      `insert into member_departments (membership_id, department_id)
       select m.id, d.id from memberships m join accounts a on a.id = m.account_id, departments d
        where a.telephone = $1 and m.organization_id = d.organization_id and d.name = '工程组'`,
      [CHEN_GANG],
    );
    const property = await publish(admin, {
      title: '物业部例会',
      scope: 'departments',
      departmentUniqueIds: [ids.物业部],
    });
    expect(property.body.data.recipientCount).toBe(2);
    expect(await api.titles(chenGang)).toContain('物业部例会');
    expect(await api.titles(await xingheToken(server, WANG_FANG))).toContain('物业部例会');
    expect(await api.titles(liNa)).not.toContain('物业部例会');
  });

  it('stores and serves a body with scripts, event handlers and script links inert', async () => {
    const admin = await xingheToken(server, ADMIN);
    const hostile = [
      '<p onclick="steal()">请<strong onmouseover="steal()">查收</strong></p>',
      '<script>alert(document.cookie)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">点此</a> <a href="https://example.com/doc" target="_self">文档</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<svg onload="alert(1)"><circle /></svg><p style="position:fixed">浮层</p>',
    ].join('');
    const { body } = await publish(admin, { body: hostile });
    expect(body.code).toBe(0);

    const liNa = await xingheToken(server, LI_NA);
    const id = await api.idOf(liNa, '十二月安全检查');
    const detail = await api.call<MessageDetail>('message/detail', { uniqueId: id }, liNa);
    const served = detail.body.data.body;
    const [stored] = await server.db.query<{ body: string }>(
      `select c.body from message_contents c join messages m on m.content_id = c.id where m.unique_id = $1`,
      [id],
    );
    for (const html of [served, stored!.body]) {
      expect(html).not.toMatch(/<script|<img|<iframe|<style|<svg|javascript:|\son\w+=|style=/i);
      expect(html).not.toContain('alert');
      expect(html).toContain('<p>请<strong>查收</strong></p>');
      expect(html).toContain(
        '<a href="https://example.com/doc" target="_blank" rel="noopener noreferrer">文档</a>',
      );
      expect(html).toContain('<p>浮层</p>');
    }
    expect(detail.body.data.summary).toBe('请查收 点此 文档 浮层');
  });

  it('refuses a body without text, over 20 000 characters, or a title that is blank or too long', async () => {
    const admin = await xingheToken(server, ADMIN);
    const before = await fingerprintTables(server.db);
    for (const body of ['', '<p> </p><p><br></p>', '<script>alert(1)</script>', '<img src=x>']) {
      const answer = await publish(admin, { body });
      expect(answer.body).toEqual({
        code: ErrorCode.NoticeBodyInvalid,
        message: '请输入通知正文',
        data: null,
      });
    }
    const long = await publish(admin, { body: `<p>${'字'.repeat(20_001)}</p>` });
    expect(long.body).toMatchObject({
      code: ErrorCode.NoticeBodyInvalid,
      message: '通知正文不能超过 20000 字',
    });
    const blank = await publish(admin, { title: '   ' });
    expect(blank.body.code).toBe(ErrorCode.BadRequest);
    expect(blank.body.message).toMatch(/通知标题/);
    const tooLong = await publish(admin, { title: '标'.repeat(101) });
    expect(tooLong.body.code).toBe(ErrorCode.BadRequest);
    expect(tooLong.body.message).toMatch(/通知标题/);
    const scope = await publish(admin, { scope: 'everyone' });
    expect(scope.body.message).toMatch(/接收范围/);
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('refuses departments that are missing, of another organisation, or without members, writing nothing', async () => {
    const admin = await xingheToken(server, ADMIN);
    const xinghe = await departmentIds(server, 'xinghe-park');
    const yunshan = await departmentIds(server, 'yunshan-group');
    const before = await fingerprintTables(server.db);

    const none = await publish(admin, { scope: 'departments' });
    expect(none.body).toEqual({ code: ErrorCode.BadRequest, message: '请选择接收部门', data: null });
    const empty = await publish(admin, { scope: 'departments', departmentUniqueIds: [] });
    expect(empty.body.message).toBe('请选择接收部门');
    const foreign = await publish(admin, {
      scope: 'departments',
      departmentUniqueIds: [xinghe.运营部, yunshan.综合管理部],
    });
    expect(foreign.body).toEqual({ code: ErrorCode.DepartmentNotFound, message: '部门不存在', data: null });
    const nobody = await publish(admin, { scope: 'departments', departmentUniqueIds: [xinghe.工程组] });
    expect(nobody.body).toEqual({
      code: ErrorCode.NoticeWithoutRecipients,
      message: '接收范围内暂无成员，无法发布',
      data: null,
    });
    const twice = await publish(admin, {
      scope: 'departments',
      departmentUniqueIds: [xinghe.运营部, xinghe.运营部],
    });
    expect(twice.body.code).toBe(ErrorCode.BadRequest);
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('is refused to members without 发布通知, and allowed by a role that grants it', async () => {
    const liNa = await xingheToken(server, LI_NA);
    const refused = await publish(liNa);
    expect(refused.body).toEqual({
      code: ErrorCode.Forbidden,
      message: '您没有「发布通知」的权限，请联系企业管理员',
      data: null,
    });
    const list = await api.call('notice/page', {}, liNa);
    expect(list.body.message).toBe('您没有「通知管理」的权限，请联系企业管理员');

    await addRole(server.db, {
      uniqueId: 'role-notices',
      organization: 'xinghe-park',
      name: '行政',
      resourceCodes: ['NOTICE_MANAGEMENT', 'NOTICE_PUBLISH'],
      members: [LI_NA],
    });
    const allowed = await publish(liNa, { title: '行政通知' });
    expect(allowed.body.data.recipientCount).toBe(7);
    expect((await noticePage(liNa)).list[0]).toMatchObject({ title: '行政通知', publisherName: '李娜' });
    const withdraw = await api.call('notice/remove', { uniqueId: allowed.body.data.uniqueId }, liNa);
    expect(withdraw.body.message).toBe('您没有「撤回通知」的权限，请联系企业管理员');
  });

  it('delivers to thousands of members in one statement', async () => {
    const admin = await xingheToken(server, ADMIN);
    await server.db.query(
      `with new_accounts as (
         insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at)
         select 'bulk' || n, '139' || lpad(n::text, 8, '0'), 'x', now(), now() from generate_series(1, 3000) n
         returning id
       )
       insert into memberships (unique_id, account_id, organization_id, nickname, created_at)
       select 'bulk-m' || a.id, a.id, o.id, '成员', now() from new_accounts a, organizations o
        where o.unique_id = 'xinghe-park'`,
    );
    const started = Date.now();
    const { body } = await publish(admin);
    const elapsed = Date.now() - started;
    expect(body.data.recipientCount).toBe(3007);
    const [row] = await server.db.query<{ count: number }>(
      `select count(*)::int as count from messages m join message_contents c on c.id = m.content_id
        where c.unique_id = $1`,
      [body.data.uniqueId],
    );
    expect(row!.count).toBe(3007);
    // Generous: one insert for all, not one per member (which takes tens of seconds here).
    expect(elapsed).toBeLessThan(10_000);
  });
});

describe('通知管理', () => {
  it('lists the organisation’s notices with their scope and read figures, newest first', async () => {
    const admin = await xingheToken(server, ADMIN);
    const ids = await departmentIds(server, 'xinghe-park');
    await publish(admin, {
      title: '运营部通知',
      scope: 'departments',
      departmentUniqueIds: [ids.运营部, ids.招商部],
    });
    const liNa = await xingheToken(server, LI_NA);
    await api.call('message/read', { uniqueIds: [await api.idOf(liNa, '运营部通知')] }, liNa);

    const page = await noticePage(admin);
    expect(page.total).toBe(3);
    expect(page.list.map((entry) => entry.title)).toEqual([
      '运营部通知',
      DEMO_TITLES.fireDrill,
      DEMO_TITLES.dutyRoster,
    ]);
    expect(page.list[0]).toEqual({
      uniqueId: expect.any(String),
      title: '运营部通知',
      scope: 'departments',
      departments: [
        { uniqueId: ids.运营部, name: '运营部' },
        { uniqueId: ids.招商部, name: '招商部' },
      ],
      publisherName: '张伟',
      publishedAt: server.clock.now().toISOString(),
      // 李娜 of 运营部; 陈刚 and 赵敏 of 招商部.
      recipientCount: 3,
      readCount: 1,
    });
    expect(page.list[1]).toMatchObject({
      scope: 'organization',
      departments: [],
      recipientCount: 7,
      readCount: 0,
    });
    // Messages other areas send are not notices.
    expect(page.list.map((entry) => entry.title)).not.toContain(DEMO_TITLES.approval);

    expect((await noticePage(admin, { keyword: '值班' })).list.map((entry) => entry.title)).toEqual([
      DEMO_TITLES.dutyRoster,
    ]);
    expect(await noticePage(admin, { pageNum: 2, pageSize: 2 })).toMatchObject({ total: 3, pageNum: 2 });
  });

  it('counts a reading that the member later removed from their inbox', async () => {
    const admin = await xingheToken(server, ADMIN);
    const liNa = await xingheToken(server, LI_NA);
    const id = await api.idOf(liNa, DEMO_TITLES.fireDrill);
    await api.call('message/read', { uniqueIds: [id] }, liNa);
    await api.call('message/remove', { uniqueIds: [id] }, liNa);
    const drill = (await noticePage(admin)).list.find((entry) => entry.title === DEMO_TITLES.fireDrill);
    expect(drill).toMatchObject({ recipientCount: 7, readCount: 1 });
  });

  it('shows a notice with its body, and keeps organisations apart', async () => {
    const admin = await xingheToken(server, ADMIN);
    const [drill] = (await noticePage(admin)).list;
    const { body } = await api.call<PublishedNotice & { body: string }>(
      'notice/detail',
      { uniqueId: drill!.uniqueId },
      admin,
    );
    expect(body.data).toMatchObject({ title: DEMO_TITLES.fireDrill, recipientCount: 7 });
    expect(body.data.body).toContain('<h2>演练安排</h2>');

    const yunshan = await server.signInTo(ADMIN, 'yunshan-group');
    expect(await noticePage(yunshan)).toMatchObject({ total: 0, list: [] });
    const foreign = await api.call('notice/detail', { uniqueId: drill!.uniqueId }, yunshan);
    expect(foreign.body).toEqual({
      code: ErrorCode.NoticeNotFound,
      message: '通知不存在或已撤回',
      data: null,
    });
    const foreignRemove = await api.call('notice/remove', { uniqueId: drill!.uniqueId }, yunshan);
    expect(foreignRemove.body.code).toBe(ErrorCode.NoticeNotFound);
    expect(await api.titles(await xingheToken(server, LI_NA))).toContain(DEMO_TITLES.fireDrill);
  });

  it('withdraws a notice from every inbox', async () => {
    const admin = await xingheToken(server, ADMIN);
    const liNa = await xingheToken(server, LI_NA);
    const { body } = await publish(admin);
    expect(await api.unread(liNa)).toBe(3);
    const messageId = await api.idOf(liNa, '十二月安全检查');

    const removed = await api.call('notice/remove', { uniqueId: body.data.uniqueId }, admin);
    expect(removed.body).toEqual({ code: 0, message: 'success', data: null });
    expect(await api.titles(liNa)).not.toContain('十二月安全检查');
    expect(await api.unread(liNa)).toBe(2);
    const gone = await api.call('message/detail', { uniqueId: messageId }, liNa);
    expect(gone.body.code).toBe(ErrorCode.MessageNotFound);
    const again = await api.call('notice/remove', { uniqueId: body.data.uniqueId }, admin);
    expect(again.body.code).toBe(ErrorCode.NoticeNotFound);
    // Only notices are withdrawn here, not what other areas sent.
    const approval = await api.call(
      'notice/remove',
      { uniqueId: await contentIdOf(DEMO_TITLES.approval) },
      admin,
    );
    expect(approval.body.code).toBe(ErrorCode.NoticeNotFound);
  });
});

async function contentIdOf(title: string): Promise<string> {
  const [row] = await server.db.query<{ uniqueId: string }>(
    'select unique_id as "uniqueId" from message_contents where title = $1',
    [title],
  );
  return row!.uniqueId;
}
