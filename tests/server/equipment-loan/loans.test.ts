import { ErrorCode } from '../../../server/http/error-codes';
import { startJobRunner } from '../../../server/platform/jobs/job-runner';
import { equipmentLoanServed } from '../../fixtures/equipment-loan/server/served';
import { DAY, HOUR } from '../support/manual-clock';
import { openWorkerDatabase } from '../support/test-database';
import { ADMIN, CHEN_GANG, loanRows, loansOf, setupLoanServer } from './support';

/**
 * 设备借用 (tests/fixtures/equipment-loan/), the worked example of an area, served beside the shipped
 * ones: its loans numbered by the numbering service, kept from overlapping by an exclusion constraint,
 * each going through an approval of its own type whose hooks move it; its list with totals and export.
 * The manual clock starts at 2026-11-22 17:00 in Shanghai.
 */

const server = setupLoanServer();
const loans = loansOf(server);
beforeEach(() => loans.forget());

describe('a loan submitted', () => {
  it('is numbered, holds the item and starts its approval on the type’s template, the approver as chosen', async () => {
    const submitted = await loans.submitted('投影仪 A', '2026-11-25', '2026-11-27');
    expect(submitted.loanNo).toBe('JY-2026-0001');

    const approval = await loans.approvalDetail(submitted.approval.instanceUniqueId);
    expect(approval).toMatchObject({
      typeKey: 'equipment-loan.loan',
      businessId: submitted.uniqueId,
      templateName: '设备借用',
      summary: '借用「投影仪 A」2026-11-25 至 2026-11-27',
      state: 'running',
      myTask: { nodeName: '设备管理员审批' },
      values: {
        loanNo: 'JY-2026-0001',
        itemName: '投影仪 A',
        period: ['2026-11-25', '2026-11-27'],
        days: 3,
        deposit: 50_000,
        purpose: '客户交流会演示',
      },
    });
    // The fields the area fills are the template's, locked in 审批配置.
    expect(approval.form.map((field) => [field.name, field.locked])).toEqual([
      ['loanNo', true],
      ['itemName', true],
      ['period', true],
      ['days', true],
      ['deposit', true],
      ['purpose', true],
    ]);

    const detail = await loans.detail(submitted.uniqueId);
    expect(detail).toMatchObject({
      loanNo: 'JY-2026-0001',
      borrowerName: '陈刚',
      from: '2026-11-25',
      to: '2026-11-27',
      days: 3,
      state: 'pending',
      approval: { instanceUniqueId: submitted.approval.instanceUniqueId, state: 'running' },
    });
  });

  it('answers a retried submit with the loan it made, and refuses what cannot be lent on its field', async () => {
    const body = await loans.submitBody('数码相机', '2026-11-23', '2026-11-24');
    const first = await loans.submit(body);
    expect(await loans.submit(body)).toEqual(first);
    expect((await loans.page()).total).toBe(1);

    const refused = async (more: object) => {
      const answer = await loans.submit({
        ...(await loans.submitBody('数码相机', '2026-12-01', '2026-12-02')),
        ...more,
      });
      expect(answer.body.code).not.toBe(0);
      return { message: answer.body.message, field: (answer.body.data as { field?: string } | null)?.field };
    };
    expect(await refused({ period: { from: '2026-11-21', to: '2026-11-22' } })).toEqual({
      message: '借用开始日期不能早于今天',
      field: 'period',
    });
    expect(await refused({ period: { from: '2026-12-03', to: '2026-12-01' } })).toEqual({
      message: '借用结束日期不能早于开始日期',
      field: 'period',
    });
    expect(await refused({ period: { from: '2026-12-01', to: '2026-12-31' } })).toEqual({
      message: '一次最多借用 30 天',
      field: 'period',
    });
    expect(await refused({ itemUniqueId: 'no-such-item' })).toEqual({
      message: '借用设备不存在',
      field: 'itemUniqueId',
    });
    expect(await refused({ approverUniqueId: 'no-such-member' })).toEqual({
      message: '请为「设备管理员审批」选择审批人',
      field: 'approverUniqueId',
    });
    // Refused loans took no number: the next one is the second.
    expect((await loans.submitted('数码相机', '2026-12-01', '2026-12-02')).loanNo).toBe('JY-2026-0002');
  });
});

describe('the approval’s outcomes, heard by the area in the step’s transaction', () => {
  it('退回 shows 已退回, 重新提交 审批中 again, 通过 已批准, with the timeline on the loan’s page', async () => {
    const { uniqueId, approval } = await loans.submitted('投影仪 A', '2026-11-25', '2026-11-27');
    const instance = approval.instanceUniqueId;
    expect((await loans.decide(instance, 'return', '请写明用途')).body.code).toBe(0);
    expect(await loans.state(uniqueId)).toBe('sent_back');
    expect((await loans.applicantActs(instance, 'resubmit')).body.code).toBe(0);
    expect(await loans.state(uniqueId)).toBe('pending');
    expect((await loans.decide(instance, 'approve', '同意')).body.code).toBe(0);

    const detail = await loans.detail(uniqueId);
    expect(detail.state).toBe('approved');
    expect(detail.approval?.state).toBe('approved');
    const steps = detail
      .approval!.timeline.filter((entry) => entry.kind !== 'node')
      .map((entry) => [entry.kind, entry.actor?.name ?? null, entry.comment]);
    expect(steps).toEqual([
      ['start', '陈刚', ''],
      ['return', '赵敏', '请写明用途'],
      ['resubmit', '陈刚', ''],
      ['approve', '赵敏', '同意'],
      ['finish', '赵敏', ''],
    ]);
  });

  it('拒绝 and 撤回 release the item’s days: an overlapping loan then passes', async () => {
    const rejected = await loans.submitted('投影仪 A', '2026-11-25', '2026-11-27');
    const overlapping = await loans.submitBody('投影仪 A', '2026-11-26', '2026-11-28');
    expect((await loans.submit(overlapping)).body.code).toBe(ErrorCode.PeriodOverlaps);
    await loans.decide(rejected.approval.instanceUniqueId, 'reject', '那几天有活动');
    expect(await loans.state(rejected.uniqueId)).toBe('rejected');
    const second = await loans.submit({ ...overlapping, requestId: 'loan-request-after-reject' });
    expect(second.body.code).toBe(0);

    expect(
      (await loans.applicantActs(second.body.data.approval.instanceUniqueId, 'withdraw')).body.code,
    ).toBe(0);
    expect(await loans.state(second.body.data.uniqueId)).toBe('withdrawn');
    expect((await loans.submitted('投影仪 A', '2026-11-27', '2026-11-27')).loanNo).toBe('JY-2026-0003');
  });

  it('a hook that finds the loan moved meanwhile refuses, and the step rolls back with it', async () => {
    const { uniqueId, approval } = await loans.submitted('会议麦克风', '2026-11-23', '2026-11-23');
    await server.db.query(`update equipment_loans set state = 'terminated' where unique_id = $1`, [uniqueId]);
    const answer = await loans.decide(approval.instanceUniqueId, 'approve');
    expect(answer.body).toMatchObject({
      code: ErrorCode.RecordConflict,
      message: '借用单的状态已变化，请刷新后重试',
    });
    expect((await loans.approvalDetail(approval.instanceUniqueId)).state).toBe('running');
  });
});

describe('登记归还, by permission', () => {
  it('is the administrator’s: offered on an approved loan, refused to the borrower, releasing the days', async () => {
    const { uniqueId, approval } = await loans.submitted('数码相机', '2026-11-23', '2026-11-25');
    await loans.decide(approval.instanceUniqueId, 'approve');
    expect((await loans.detail(uniqueId, ADMIN)).can).toEqual({ giveBack: true });
    expect((await loans.detail(uniqueId, CHEN_GANG)).can).toEqual({ giveBack: false });
    expect((await loans.giveBack(uniqueId, CHEN_GANG)).body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「登记归还」的权限，请联系企业管理员',
    });
    expect((await loans.giveBack(uniqueId)).body.code).toBe(0);
    const back = await loans.detail(uniqueId, ADMIN);
    expect(back).toMatchObject({
      state: 'given_back',
      givenBackAt: server.clock.now().toISOString(),
      can: { giveBack: false },
    });
    expect((await loans.giveBack(uniqueId)).body.code).toBe(ErrorCode.RecordConflict);
    expect(
      (await loans.submit(await loans.submitBody('数码相机', '2026-11-24', '2026-11-24'))).body.code,
    ).toBe(0);
  });
});

describe('under 20 concurrent submits', () => {
  it('20 loans of separate days take 20 consecutive numbers', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const day = `2026-12-${String(index + 1).padStart(2, '0')}`;
        return loans.submitBody('投影仪 A', day, day);
      }),
    );
    const answers = await Promise.all(bodies.map((body) => loans.submit(body)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(0));
    expect(answers.map((answer) => answer.body.data.loanNo).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `JY-2026-${String(index + 1).padStart(4, '0')}`),
    );
  });

  it('20 overlapping loans of one item: one wins, 19 are refused naming the item and its days', async () => {
    // Every range holds 2026-12-20.
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        loans.submitBody('投影仪 A', `2026-12-${String(index + 1).padStart(2, '0')}`, '2026-12-20'),
      ),
    );
    const answers = await Promise.all(bodies.map((body) => loans.submit(body)));
    const won = answers.flatMap((answer, index) => (answer.body.code === 0 ? [bodies[index]!] : []));
    expect(won).toHaveLength(1);
    const { from } = won[0]!.period;
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body).toMatchObject({
        code: ErrorCode.PeriodOverlaps,
        message: `设备「投影仪 A」在 ${from} 至 2026-12-20 已被借用，请换个日期或设备`,
        data: { field: 'period' },
      });
    // The one loan kept, numbered first; the refused gave their numbers back.
    expect(await loanRows(server)).toEqual([
      { loanNo: 'JY-2026-0001', state: 'pending', during: `[${from},2026-12-21)` },
    ]);
    expect((await loans.submitted('投影仪 A', '2026-12-21', '2026-12-21')).loanNo).toBe('JY-2026-0002');
  });
});

describe('借用记录', () => {
  /** 12 loans: 投影仪 A on one day each from 12-01, 数码相机 on two days each from 12-01. */
  async function twelveLoans() {
    for (let index = 0; index < 8; index++) {
      const day = `2026-12-${String(index + 1).padStart(2, '0')}`;
      await loans.submitted('投影仪 A', day, day);
      server.clock.advance(60_000);
    }
    for (let index = 0; index < 4; index++) {
      const from = `2026-12-${String(2 * index + 1).padStart(2, '0')}`;
      const to = `2026-12-${String(2 * index + 2).padStart(2, '0')}`;
      await loans.submitted('数码相机', from, to);
      server.clock.advance(60_000);
    }
  }

  it('pages on the server, newest first, totalling days and deposits over the whole search', async () => {
    await twelveLoans();
    const first = await loans.page({ pageNum: 1, pageSize: 10 });
    expect(first).toMatchObject({
      total: 12,
      pageNum: 1,
      pageSize: 10,
      totals: { days: 16, deposit: 800_000 },
    });
    expect(first.list.map((row) => row.loanNo)).toEqual(
      Array.from({ length: 10 }, (_, index) => `JY-2026-${String(12 - index).padStart(4, '0')}`),
    );
    expect(first.list[0]).toMatchObject({ itemName: '数码相机', days: 2, approval: { state: 'running' } });
    const second = await loans.page({ pageNum: 2, pageSize: 10 });
    expect(second.list.map((row) => row.loanNo)).toEqual(['JY-2026-0002', 'JY-2026-0001']);
    expect(second.totals).toEqual(first.totals);

    // Loans meeting 12-03 to 12-04: 投影仪 A's of those days, 数码相机's 12-03–12-04.
    const period = await loans.page({ period: { from: '2026-12-03', to: '2026-12-04' } });
    expect(period.list.map((row) => `${row.itemName} ${row.from}`)).toEqual([
      '数码相机 2026-12-03',
      '投影仪 A 2026-12-04',
      '投影仪 A 2026-12-03',
    ]);
    expect(period.totals).toEqual({ days: 4, deposit: 200_000 });
    expect((await loans.page({ period: { from: '2026-12-07' } })).total).toBe(3);
    expect((await loans.page({ keyword: '相机' })).total).toBe(4);
    expect((await loans.page({ state: 'approved' })).total).toBe(0);
    const refused = await loans.call(ADMIN, '/enterprise/v1/equipment-loan/loan/page', {
      period: { from: '2026-12-05', to: '2026-12-01' },
    });
    expect(refused.body.message).toBe('借用日期的开始日期不能晚于结束日期');

    expect(await loans.daysByItem()).toEqual([
      { itemName: '投影仪 A', days: 8 },
      { itemName: '数码相机', days: 8 },
    ]);
  });

  it('exports every loan the search keeps, never only the page, to the holders of 导出', async () => {
    await twelveLoans();
    const rows = await loans.exportRows({ keyword: '数码相机' });
    expect(rows[0]).toEqual([
      '借用单号',
      '借用设备',
      '借用人',
      '开始日期',
      '结束日期',
      '借用天数',
      '押金（元）',
      '状态',
      '借用用途',
      '提交时间',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[5], row[6], row[7]])).toEqual([
      ['JY-2026-0012', 2, 1000, '审批中'],
      ['JY-2026-0011', 2, 1000, '审批中'],
      ['JY-2026-0010', 2, 1000, '审批中'],
      ['JY-2026-0009', 2, 1000, '审批中'],
    ]);
    expect((await loans.exportRows({})).length).toBe(13);
    const refused = await loans.call(CHEN_GANG, '/enterprise/v1/equipment-loan/loan/export', {});
    expect(refused.body).toMatchObject({ code: ErrorCode.Forbidden });
  });
});

describe('the daily schedule', () => {
  it('marks approved loans past their last day 逾期未还, once, with two job runners on their own pools', async () => {
    const ended = await loans.submitted('投影仪 A', '2026-11-22', '2026-11-23');
    await loans.decide(ended.approval.instanceUniqueId, 'approve');
    const running = await loans.submitted('数码相机', '2026-11-22', '2026-11-23');
    const later = await loans.submitted('会议麦克风', '2026-11-22', '2026-11-24');
    await loans.decide(later.approval.instanceUniqueId, 'approve');

    // A second server's own pool on PostgreSQL; the same in-process engine on PGlite.
    const otherPool = await openWorkerDatabase();
    const errors: unknown[] = [];
    const runner = (db = server.db) =>
      startJobRunner({
        db,
        clock: server.clock,
        extensions: equipmentLoanServed.areas.extensions,
        jobs: [],
        schedules: equipmentLoanServed.areas.schedules,
        onError: (error) => errors.push(error),
      });
    const runners = await Promise.all([runner(), runner(otherPool)]);
    try {
      // 01:00 on 11-25 in Shanghai: 投影仪 A's last day (11-23) has passed, 会议麦克风's (11-24) just.
      server.clock.advance(2 * DAY + 8 * HOUR);
      loans.forget();
      const checks = await Promise.all(runners.map((one) => one.checkSchedules()));
      expect(checks.map(([check]) => check?.outcome).sort()).toEqual(['already-ran', 'ran']);
      expect(await loans.state(ended.uniqueId)).toBe('overdue');
      expect(await loans.state(later.uniqueId)).toBe('overdue');
      expect((await loans.detail(ended.uniqueId)).overdueSince).toBe('2026-11-25');
      // Not approved: left as it is.
      expect(await loans.state(running.uniqueId)).toBe('pending');
      expect((await runners[0]!.checkSchedules())[0]?.outcome).toBe('already-ran');
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(runners.map((one) => one.stop(2_000)));
      if (otherPool !== server.db) await otherPool.close();
      // pg-boss's schedules outlive the reset between tests (its schema is its own).
      await server.db.query(`delete from pgboss.schedule where name = 'equipment-loan.overdue'`);
    }
  });
});
