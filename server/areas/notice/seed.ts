import type { Queryable } from '../../db/database';
import type { DemoSeedContext } from '../../platform/server-area';
import { topDepartmentNamed } from '../settings/api';
import { MessageTypeCode, sendMessage } from './messages/message-service';
import { NOTICE_SOURCE } from './messages/notices';

const HOUR = 3_600_000;

const fireDrill = `<h2>演练安排</h2>
<p>为提高园区入驻企业及员工的消防安全意识和应急处置能力，园区定于<strong>本周五下午 15:00</strong>开展春季消防安全演练。</p>
<ul><li>集合地点：1 号楼南侧广场</li><li>参加人员：各部门全体员工</li><li>演练内容：疏散逃生、灭火器使用、应急广播</li></ul>
<p>演练期间请听从现场工作人员指挥，有序撤离，<u>切勿乘坐电梯</u>。</p>`;

const dutyRoster = `<p>物业部十二月值班安排如下，请各位同事按时到岗：</p>
<ol><li>第一周：工程组</li><li>第二周：客服组</li><li>第三周：安保组</li><li>第四周：保洁组</li></ol>
<p>如需调班，请提前两个工作日在审批中心提交申请。</p>`;

/**
 * The demo's messages in 星河科技园: two notices 张伟 published (to everyone; to 物业部), a park
 * notice from the system to everyone, and an approval and a contract message for 张伟 alone.
 */
export async function seedNoticeDemo(db: Queryable, demo: DemoSeedContext): Promise<void> {
  const { now } = demo;
  const organizationId = demo.organizations.xinghe;
  const admin = demo.members.adminInXinghe;
  const property = await topDepartmentNamed(db, organizationId, '物业部');
  if (property === undefined) throw new Error('演示数据缺少物业部（设置区域的演示数据）');
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const publisher = { membershipId: admin, name: '张伟' };
  await sendMessage(db, {
    organizationId,
    type: MessageTypeCode.park,
    source: 'park',
    title: '3 号楼电梯维保通知',
    body: '3 号楼 2 号电梯将于明日 9:00–12:00 进行年度维保，期间请使用 1 号电梯或步行楼梯。',
    plainBody: true,
    recipients: { kind: 'organization' },
    now: ago(72),
  });
  await sendMessage(db, {
    organizationId,
    type: MessageTypeCode.system,
    source: NOTICE_SOURCE,
    title: '物业部十二月值班安排',
    body: dutyRoster,
    publisher,
    recipients: { kind: 'departments', departmentIds: [property] },
    now: ago(48),
  });
  await sendMessage(db, {
    organizationId,
    type: MessageTypeCode.contract,
    source: 'contract',
    title: '合同「A 栋 501 租赁合同」将于 30 天后到期',
    body: '承租方：星光文化传媒有限公司。请及时联系客户确认续租或退租意向。',
    plainBody: true,
    link: '/PC_CONTRACT_MANAGEMENT',
    recipients: { kind: 'members', membershipIds: [admin] },
    now: ago(30),
  });
  await sendMessage(db, {
    organizationId,
    type: MessageTypeCode.approval,
    source: 'approval',
    title: '李娜提交的「会议室预约」待您审批',
    body: '预约 1 号楼 302 会议室，明日 14:00–16:00，用于客户洽谈。',
    plainBody: true,
    link: '/PC_APPROVAL_CENTER',
    recipients: { kind: 'members', membershipIds: [admin] },
    now: ago(5),
  });
  await sendMessage(db, {
    organizationId,
    type: MessageTypeCode.system,
    source: NOTICE_SOURCE,
    title: '关于开展园区春季消防安全演练的通知',
    body: fireDrill,
    publisher,
    recipients: { kind: 'organization' },
    now: ago(2),
  });
}
