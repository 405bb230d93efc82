import type { ApprovalFormValues } from '../../../manifests/contracts/approval-form';
import type { Queryable } from '../../db/database';
import type { DemoSeedContext } from '../../platform/server-area';
import { seedDemoRole } from '../settings/api';
import {
  type DemoPeople,
  expenseFlow,
  expenseForm,
  leaveFlow,
  leaveForm,
  purchaseFlow,
  purchaseForm,
  sealFlow,
  sealForm,
} from './demo/demo-templates';
import { actOnInstance, actOnTask, type InstanceAction, type TaskAction, TO_INITIATOR } from './engine/act';
import { publishTemplate } from './engine/records';
import { startInstance } from './engine/start';
import type { Actor } from './engine/step-context';

const HOUR = 3_600_000;

/**
 * The approval area's demo in 星河科技园: an 审批用户 role giving the approval application to everyone
 * but 李娜 (the demo member without it), the templates 请假, 报销, 用印 and 采购, and approvals in
 * every state — run through the engine itself, so their tasks, timelines and messages are real.
 */
export async function seedApprovalDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const organizationId = demo.organizations.xinghe;
  const { adminInXinghe, wangFang, chenGang, zhaoMin, sunQiang, liuYang } = demo.members;
  await seedDemoRole(tx, {
    organizationId,
    name: '审批用户',
    codes: ['PC_APPROVAL_MANAGEMENT', 'PC_APPROVAL_CENTER', 'PC_APPROVAL_DETAIL'],
    membershipIds: [wangFang, chenGang, zhaoMin, sunQiang, liuYang],
    now: demo.now,
  });

  const rows = await tx.query<Actor & { id: number }>(
    `select id, id as "membershipId", unique_id as "uniqueId", nickname as name from memberships where organization_id = $1`,
    [organizationId],
  );
  const actor = (membershipId: number) => rows.find((row) => row.id === membershipId) as Actor;
  const user = (membershipId: number) => ({
    id: actor(membershipId).uniqueId,
    name: actor(membershipId).name,
    kind: 'member' as const,
  });
  const people: DemoPeople = {
    sunQiang: user(sunQiang),
    liuYang: user(liuYang),
    wangFang: user(wangFang),
    zhaoMin: user(zhaoMin),
  };

  const templates = {
    leave: await publish(tx, demo, {
      name: '请假',
      icon: 'calendar',
      group: '人事',
      sort: 1,
      description: '年假、事假、病假与调休',
      form: leaveForm,
      flow: leaveFlow(),
    }),
    expense: await publish(tx, demo, {
      name: '报销',
      icon: 'account-book',
      group: '财务',
      sort: 2,
      description: '差旅、办公与招待费用报销',
      form: expenseForm,
      flow: expenseFlow(people),
    }),
    seal: await publish(tx, demo, {
      name: '用印',
      icon: 'safety-certificate',
      group: '行政',
      sort: 3,
      description: '公章、合同章与法人章用印',
      form: sealForm,
      flow: sealFlow(people),
    }),
    purchase: await publish(tx, demo, {
      name: '采购',
      icon: 'shopping-cart',
      group: '行政',
      sort: 4,
      description: '办公设备与物资采购',
      form: purchaseForm,
      flow: purchaseFlow(people),
    }),
  };

  const at = (hoursAgo: number) => new Date(demo.now.getTime() - hoursAgo * HOUR);
  const ctx = (hoursAgo: number) => ({ tx, organizationId, now: at(hoursAgo), extensions: demo.extensions });
  const day = (hoursAgo: number) => at(hoursAgo).toISOString().slice(0, 10);
  const start = async (hoursAgo: number, initiator: number, template: string, form: ApprovalFormValues) =>
    (
      await startInstance(ctx(hoursAgo), {
        template: { templateUniqueId: template },
        initiator: actor(initiator),
        form,
      })
    ).uniqueId;
  const act = async (hoursAgo: number, who: number, instance: string, action: TaskAction) => {
    const [task] = await tx.query<{ uniqueId: string }>(
      `select k.unique_id as "uniqueId" from approval_tasks k join approval_instances i on i.id = k.instance_id
        where i.unique_id = $1 and k.assignee_id = $2 and k.state = 'open'`,
      [instance, who],
    );
    await actOnTask(ctx(hoursAgo), actor(who), task!.uniqueId, `demo-${instance}-${hoursAgo}`, action);
  };
  const actOn = (hoursAgo: number, who: number, instance: string, action: InstanceAction) =>
    actOnInstance(ctx(hoursAgo), actor(who), instance, `demo-${instance}-${hoursAgo}`, action);

  // 已通过: 陈刚's two days of annual leave, approved by 赵敏.
  const leave = await start(96, chenGang, templates.leave, {
    leaveType: 'annual',
    period: [day(-48), day(-72)],
    days: 2,
    reason: '回老家探亲',
  });
  await act(94, zhaoMin, leave, { kind: 'approve', comment: '同意，注意交接工作' });
  // 已拒绝: a printer 采购 by 陈刚, approved by 赵敏, rejected by 刘洋.
  const printer = await start(120, chenGang, templates.purchase, {
    item: '彩色激光打印机',
    quantity: 1,
    budget: 680_000,
    need: '招商部打印宣传资料',
  });
  await act(118, zhaoMin, printer, { kind: 'approve' });
  await act(117, liuYang, printer, { kind: 'reject', comment: '本季度预算已用完，请下季度再申请' });
  // 审批中 at 孙强: 3 200 元 of travel, approved by 赵敏.
  const travel = await start(50, chenGang, templates.expense, {
    amount: 320_000,
    category: 'travel',
    spentOn: day(72),
    detail: '赴深圳参加招商推介会的往返机票与住宿',
  });
  await act(48, zhaoMin, travel, { kind: 'approve', comment: '情况属实' });
  // 审批中 at 赵敏: 680 元 of office supplies.
  await start(20, chenGang, templates.expense, {
    amount: 68_000,
    category: 'office',
    spentOn: day(30),
    detail: '采购招商部办公用品：文件夹、签字笔、打印纸',
  });
  // 审批中 at 孙强: 赵敏's five days of leave (she heads 招商部: her approval goes up to 孙强, once).
  await start(10, zhaoMin, templates.leave, {
    leaveType: 'personal',
    period: [day(-120), day(-216)],
    days: 5,
    reason: '家中有事需要处理',
  });
  // 已撤回: a 用印 陈刚 withdrew.
  const seal = await start(30, chenGang, templates.seal, {
    sealType: 'contract',
    document: '入驻意向书',
    copies: 2,
    purpose: '与意向客户签署入驻意向书',
  });
  await actOn(29, chenGang, seal, { kind: 'withdraw', comment: '客户改期，暂不用印' });
  // 已退回: 刘洋's 报销, returned to him by 孙强.
  const dinner = await start(8, liuYang, templates.expense, {
    amount: 45_000,
    category: 'hospitality',
    spentOn: day(24),
    detail: '接待银行客户经理工作餐',
  });
  await act(6, sunQiang, dinner, { kind: 'return', target: TO_INITIATOR, comment: '请补充发票照片' });
  // 已终止: 王芳's 采购, terminated by 张伟.
  const chairs = await start(72, wangFang, templates.purchase, {
    item: '会议室座椅',
    quantity: 20,
    budget: 1_200_000,
    need: '更换会议室旧座椅',
  });
  await actOn(70, adminInXinghe, chairs, { kind: 'terminate', comment: '已由行政统一采购，无需重复申请' });
}

async function publish(
  tx: Queryable,
  demo: DemoSeedContext,
  template: Omit<Parameters<typeof publishTemplate>[1], 'organizationId' | 'publishedBy' | 'now'>,
): Promise<string> {
  const published = await publishTemplate(tx, {
    ...template,
    organizationId: demo.organizations.xinghe,
    publishedBy: demo.members.adminInXinghe,
    now: demo.now,
  });
  return published.uniqueId;
}
