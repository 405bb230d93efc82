import { DRAFTS_PER_KIND_MAX } from '../../../../manifests/contracts/draft-constants';
import { ErrorCode } from '../../../../server/http/error-codes';
import { MINUTE } from '../../support/manual-clock';
import { addRole } from '../../support/roles';
import { setupTestServer } from '../../support/test-server';
import { areasWithDrafts, DEPARTMENT, draftsOf, ONBOARDING, requestId, type Saved } from './draft-fixture';

const server = setupTestServer({}, { areas: areasWithDrafts });

const XINGHE = 'xinghe-park';
const ADMIN = '13800000001';
const LI_NA = '13800000002';
const CHEN_GANG = '13800000004';

/** 李娜 and 陈刚 may add staff (the onboarding kind's code), not manage the organisation. */
const grantOnboarding = () =>
  addRole(server.db, {
    uniqueId: 'role-onboarding',
    organization: XINGHE,
    name: '入职专员',
    resourceCodes: ['PC_STAFF_MANAGEMENT', 'STAFF_ADD'],
    members: [LI_NA, CHEN_GANG],
  });

async function memberDrafts(telephone: string, organization = XINGHE) {
  return draftsOf(server, await server.signInTo(telephone, organization));
}

const okData = <T>(result: { body: { code: number; message: string; data: T } }): T => {
  expect(result.body).toMatchObject({ code: 0 });
  return result.body.data;
};

describe('drafts of step forms', () => {
  it('creates a draft, reads it back and saves it on its revision', async () => {
    const drafts = await memberDrafts(ADMIN);
    const created = okData(
      await drafts.save({ title: '周杰入职', step: 0, values: { name: '周杰', rooms: [{ area: 12.5 }] } }),
    );
    expect(created).toEqual({
      uniqueId: expect.any(String),
      revision: 1,
      updatedAt: '2026-11-22T09:00:00.000Z',
    });

    server.clock.advance(5 * MINUTE);
    const saved = okData(
      await drafts.save({
        uniqueId: created.uniqueId,
        revision: 1,
        title: '周杰入职',
        step: 1,
        values: {
          name: '周杰',
          telephone: '13900000001',
          note: '第一行\n第二行\t缩进',
          agreed: true,
          leader: null,
        },
      }),
    );
    expect(saved).toEqual({ uniqueId: created.uniqueId, revision: 2, updatedAt: '2026-11-22T09:05:00.000Z' });

    expect(okData(await drafts.detail(created.uniqueId))).toEqual({
      uniqueId: created.uniqueId,
      kind: ONBOARDING,
      title: '周杰入职',
      step: 1,
      revision: 2,
      values: {
        name: '周杰',
        telephone: '13900000001',
        note: '第一行\n第二行\t缩进',
        agreed: true,
        leader: null,
      },
      createdAt: '2026-11-22T09:00:00.000Z',
      updatedAt: '2026-11-22T09:05:00.000Z',
    });
  });

  it('refuses a save on an older revision as a conflict naming when the draft was saved elsewhere', async () => {
    const drafts = await memberDrafts(ADMIN);
    const { uniqueId } = okData(await drafts.save({ values: { name: '周' } }));
    server.clock.advance(32 * MINUTE);
    okData(await drafts.save({ uniqueId, revision: 1, values: { name: '周杰' } }));

    const stale = await drafts.save({ uniqueId, revision: 1, values: { name: '周杰伦' } });
    expect(stale.body).toEqual({
      code: ErrorCode.DraftConflict,
      // 09:32 UTC is 17:32 in Asia/Shanghai.
      message: '该草稿已于 2026-11-22 17:32 在别处保存，这里的修改未保存，请重新加载后再编辑',
      data: { revision: 2, updatedAt: '2026-11-22T09:32:00.000Z' },
    });
    expect(okData(await drafts.detail(uniqueId))).toMatchObject({ revision: 2, values: { name: '周杰' } });
  });

  it('answers a retried save or creation as the first, changing nothing, and refuses a request id used elsewhere', async () => {
    const drafts = await memberDrafts(ADMIN);
    const creation = { requestId: requestId(), values: { name: '周' } };
    const created = okData(await drafts.save(creation));
    server.clock.advance(MINUTE);
    expect(okData(await drafts.save(creation))).toEqual(created);
    expect(okData(await drafts.page()).total).toBe(1);

    const edit = {
      uniqueId: created.uniqueId,
      revision: 1,
      requestId: requestId(),
      values: { name: '周杰' },
    };
    const saved = okData(await drafts.save(edit));
    server.clock.advance(MINUTE);
    // The answer was lost; the client sends the very save again.
    expect(okData(await drafts.save(edit))).toEqual(saved);
    expect(okData(await drafts.detail(created.uniqueId))).toMatchObject({
      revision: 2,
      values: { name: '周杰' },
    });

    // The creation's id sent again for another draft, or the save's for a new one: refused.
    const other = okData(await drafts.save({ values: {} }));
    const reused = await drafts.save({ uniqueId: other.uniqueId, revision: 1, requestId: edit.requestId });
    expect(reused.body).toMatchObject({
      code: ErrorCode.DraftRequestReused,
      message: '请求标识已用于另一份草稿，请刷新后重试',
    });
    expect((await drafts.save({ requestId: edit.requestId })).body.code).toBe(ErrorCode.DraftRequestReused);
    // The same id on its own draft but on another revision is not that save either.
    expect((await drafts.save({ ...edit, revision: 2 })).body.code).toBe(ErrorCode.DraftRequestReused);
    expect(okData(await drafts.detail(created.uniqueId))).toMatchObject({ revision: 2 });
    expect(okData(await drafts.detail(other.uniqueId))).toMatchObject({ revision: 1 });
  });

  it('lets one of 20 saves sent at once on the same revision through and refuses the others as conflicts', async () => {
    const drafts = await memberDrafts(ADMIN);
    const { uniqueId } = okData(await drafts.save({}));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => drafts.save({ uniqueId, revision: 1, values: { index } })),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === ErrorCode.DraftConflict)).toHaveLength(19);
    const winner = answers.findIndex((answer) => answer.body.code === 0);
    expect(okData(await drafts.detail(uniqueId))).toMatchObject({ revision: 2, values: { index: winner } });
  });

  it('creates one draft from 20 creations sent at once with one request id, each answered with it', async () => {
    const drafts = await memberDrafts(ADMIN);
    const creation = { requestId: requestId(), values: { name: '周' } };
    const answers = await Promise.all(Array.from({ length: 20 }, () => drafts.save(creation)));
    const saved = answers.map((answer) => okData(answer));
    expect(new Set(saved.map((one) => one.uniqueId)).size).toBe(1);
    expect(saved.every((one) => one.revision === 1)).toBe(true);
    expect(okData(await drafts.page()).total).toBe(1);
  });

  it("pages the member's drafts of a kind on the server, the last saved first", async () => {
    const drafts = await memberDrafts(ADMIN);
    const made: Saved[] = [];
    for (let index = 1; index <= 12; index++) {
      made.push(okData(await drafts.save({ title: `入职草稿 ${index}`, step: index % 3 })));
      server.clock.advance(MINUTE);
    }
    okData(await drafts.save({ kind: DEPARTMENT, title: '部门调整草稿' }));
    // Saving the first again brings it to the top.
    okData(await drafts.save({ uniqueId: made[0]!.uniqueId, revision: 1, title: '入职草稿 1（改）' }));

    const first = okData(await drafts.page({ pageNum: 1, pageSize: 5 }));
    expect(first).toMatchObject({ total: 12, pageNum: 1, pageSize: 5 });
    expect(first.list.map((row) => row.title)).toEqual([
      '入职草稿 1（改）',
      '入职草稿 12',
      '入职草稿 11',
      '入职草稿 10',
      '入职草稿 9',
    ]);
    expect(first.list[1]).toEqual({
      uniqueId: made[11]!.uniqueId,
      kind: ONBOARDING,
      title: '入职草稿 12',
      step: 0,
      revision: 1,
      createdAt: '2026-11-22T09:11:00.000Z',
      updatedAt: '2026-11-22T09:11:00.000Z',
    });
    const last = okData(await drafts.page({ pageNum: 3, pageSize: 5 }));
    expect(last.list.map((row) => row.title)).toEqual(['入职草稿 3', '入职草稿 2']);
    expect(okData(await drafts.page({ pageNum: 4, pageSize: 5 }))).toEqual({
      list: [],
      total: 12,
      pageNum: 4,
      pageSize: 5,
    });
    expect(okData(await drafts.page()).pageSize).toBe(10);
    expect(okData(await drafts.page({ kind: DEPARTMENT })).list.map((row) => row.title)).toEqual([
      '部门调整草稿',
    ]);
  });

  it('removes a draft, after which it is neither read, saved nor removed again', async () => {
    const drafts = await memberDrafts(ADMIN);
    const { uniqueId } = okData(await drafts.save({}));
    expect((await drafts.remove(uniqueId)).body).toEqual({ code: 0, message: 'success', data: null });
    for (const answer of [
      await drafts.detail(uniqueId),
      await drafts.save({ uniqueId, revision: 1 }),
      await drafts.remove(uniqueId),
    ]) {
      expect(answer.body).toEqual({
        code: ErrorCode.DraftNotFound,
        message: '草稿不存在或已删除',
        data: null,
      });
    }
    expect(okData(await drafts.page()).total).toBe(0);
  });

  it("keeps a kind's drafts to the kind: one of another kind is not found under this one", async () => {
    const drafts = await memberDrafts(ADMIN);
    const { uniqueId } = okData(await drafts.save({ kind: DEPARTMENT }));
    expect((await drafts.detail(uniqueId)).body.code).toBe(ErrorCode.DraftNotFound);
    expect((await drafts.remove(uniqueId)).body.code).toBe(ErrorCode.DraftNotFound);
    expect(okData(await drafts.detail(uniqueId, DEPARTMENT))).toMatchObject({ kind: DEPARTMENT });
  });

  it("keeps members apart: another member neither sees, reads, saves nor removes one's drafts", async () => {
    await grantOnboarding();
    const liNa = await memberDrafts(LI_NA);
    const chenGang = await memberDrafts(CHEN_GANG);
    const { uniqueId } = okData(await liNa.save({ title: '李娜的草稿', values: { name: '周杰' } }));

    expect(okData(await chenGang.page()).total).toBe(0);
    expect((await chenGang.detail(uniqueId)).body.code).toBe(ErrorCode.DraftNotFound);
    expect((await chenGang.save({ uniqueId, revision: 1, values: { name: '陈' } })).body.code).toBe(
      ErrorCode.DraftNotFound,
    );
    expect((await chenGang.remove(uniqueId)).body.code).toBe(ErrorCode.DraftNotFound);

    expect(okData(await liNa.detail(uniqueId))).toMatchObject({ revision: 1, values: { name: '周杰' } });
    expect(okData(await liNa.page()).list.map((row) => row.title)).toEqual(['李娜的草稿']);
  });

  it("keeps organisations apart: a member's drafts in one organisation are not found in the other", async () => {
    const inXinghe = await memberDrafts(ADMIN, XINGHE);
    const inYunshan = await memberDrafts(ADMIN, 'yunshan-group');
    const { uniqueId } = okData(await inXinghe.save({ title: '星河的草稿' }));
    expect(okData(await inYunshan.page()).total).toBe(0);
    expect((await inYunshan.detail(uniqueId)).body.code).toBe(ErrorCode.DraftNotFound);
    expect((await inYunshan.remove(uniqueId)).body.code).toBe(ErrorCode.DraftNotFound);
    expect(okData(await inXinghe.page()).total).toBe(1);
  });

  it("checks the kind's code on every call, and refuses a kind no area declares", async () => {
    await grantOnboarding();
    const liNa = await memberDrafts(LI_NA);
    const { uniqueId } = okData(await liNa.save({}));
    const refusal = {
      code: ErrorCode.Forbidden,
      message: '您没有「组织管理」的权限，请联系企业管理员',
      data: null,
    };
    expect((await liNa.save({ kind: DEPARTMENT })).body).toEqual(refusal);
    expect((await liNa.page({ kind: DEPARTMENT })).body).toEqual(refusal);
    expect((await liNa.detail(uniqueId, DEPARTMENT)).body).toEqual(refusal);
    expect((await liNa.remove(uniqueId, DEPARTMENT)).body).toEqual(refusal);

    // Without the role, none of the onboarding calls passes either: her own draft included.
    const chenGang = await memberDrafts(CHEN_GANG);
    await server.db.query("delete from roles where unique_id = 'role-onboarding'");
    server.app.services.resourceTreeCache.clear();
    for (const answer of [
      await liNa.save({}),
      await liNa.page(),
      await liNa.detail(uniqueId),
      await liNa.remove(uniqueId),
      await chenGang.page(),
    ]) {
      expect(answer.body).toMatchObject({
        code: ErrorCode.Forbidden,
        message: '您没有「新增员工」的权限，请联系企业管理员',
      });
    }

    const admin = await memberDrafts(ADMIN);
    for (const answer of [
      await admin.save({ kind: 'nobody.form' }),
      await admin.page({ kind: 'nobody.form' }),
      await admin.detail(uniqueId, 'nobody.form'),
      await admin.remove(uniqueId, 'nobody.form'),
    ]) {
      expect(answer.body).toEqual({
        code: ErrorCode.DraftKindUnknown,
        message: '草稿类型不存在',
        data: { field: 'kind' },
      });
    }
  });

  it(`keeps at most ${DRAFTS_PER_KIND_MAX} drafts of a kind per member`, async () => {
    const drafts = await memberDrafts(ADMIN);
    await server.db.query(
      `insert into form_drafts (unique_id, organization_id, membership_id, kind, title, content, revision, request_id,
         created_at, updated_at)
       select 'bulk-' || n, m.organization_id, m.id, $1, '草稿', '{}', 1, 'bulk-request-' || n, now(), now()
         from memberships m join accounts a on a.id = m.account_id
         join organizations o on o.id = m.organization_id,
         generate_series(1, $2::int) n
        where a.telephone = $3 and o.unique_id = $4`,
      [ONBOARDING, DRAFTS_PER_KIND_MAX - 1, ADMIN, XINGHE],
    );
    okData(await drafts.save({}));
    expect((await drafts.save({})).body).toEqual({
      code: ErrorCode.DraftLimitReached,
      message: `同一类草稿最多保存 ${DRAFTS_PER_KIND_MAX} 份，请先删除不用的草稿`,
      data: null,
    });
    // Another kind, and saving an existing draft, are not held back.
    okData(await drafts.save({ kind: DEPARTMENT }));
    okData(await drafts.save({ uniqueId: 'bulk-1', revision: 1, title: '改过的草稿' }));
  });
});
