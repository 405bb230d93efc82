import { type AreaManifest, KnownAgentId, pathOf } from '../../../manifests';
import { approvalManifest } from '../../../manifests/approval';
import { billingManifest } from '../../../manifests/billing';
import { noticeManifest } from '../../../manifests/notice';
import { parkManifest } from '../../../manifests/park';
import { settingsManifest } from '../../../manifests/settings';

/**
 * Where a market application opens, said honestly: a page of one of the console's areas (`{ page }`, a
 * path the manifests declare), another web address (web), only the mobile app ('mobile'), or nothing
 * in this demo ('none': 暂无网页端); or it is an area's own application (`{ area }`: 费用管理 is
 * billing's), which keeps its place and its uniqueId in the market and takes its addresses and
 * resources from the area's manifest.
 */
export type CatalogueOpens = { page: string } | { area: AreaManifest } | 'external' | 'mobile' | 'none';

export interface CatalogueEntry {
  agentId: string;
  name: string;
  category: string;
  introduction: string;
  opens: CatalogueOpens;
}

const entry = (
  agentId: string,
  name: string,
  category: string,
  introduction: string,
  opens: CatalogueOpens,
): CatalogueEntry => ({ agentId, name, category, introduction, opens });

/** A market application an area implements: its manifest's application, in the catalogue's place. */
const implementedBy = (manifest: AreaManifest): CatalogueEntry => {
  const { agentId, name, category, introduction } = manifest.application;
  return entry(agentId, name, category, introduction, { area: manifest });
};

/** Pages of the areas that do the job a market application names. */
const page = {
  bills: { page: pathOf(billingManifest, 'PC_PARK_BILL') },
  venues: { page: pathOf(parkManifest, 'PC_PARK_VENUE') },
  companies: { page: pathOf(parkManifest, 'PC_PARK_COMPANY') },
  approvals: { page: pathOf(approvalManifest, 'PC_APPROVAL_CENTER') },
  staff: { page: pathOf(settingsManifest, 'PC_STAFF_MANAGEMENT') },
  inbox: { page: pathOf(noticeManifest, 'NOTICE_LIST') },
} as const;

/**
 * The market beyond the areas' own applications: 44 applications across seven categories, one of them
 * (费用管理) implemented by an area.
 */
export const marketCatalogue: readonly CatalogueEntry[] = [
  entry(KnownAgentId.workOrder, '工单', '物业服务', '报修、投诉与服务请求的派单、处理与回访。', 'external'),
  implementedBy(billingManifest),
  entry('hr01attendance00', '考勤打卡', '人事管理', '移动打卡、排班与考勤统计。', 'mobile'),
  entry('hr02leave0000000', '请假管理', '人事管理', '请假申请、假期余额与审批记录。', page.approvals),
  entry('hr03payroll00000', '薪酬管理', '人事管理', '工资核算、个税计算与工资条发放。', 'external'),
  entry('hr04recruit00000', '招聘管理', '人事管理', '职位发布、简历筛选与面试安排。', 'none'),
  entry('hr05training0000', '培训学习', '人事管理', '课程学习、考试与培训档案。', 'mobile'),
  entry('hr06roster000000', '花名册', '人事管理', '员工档案、合同到期与转正提醒。', page.staff),
  entry('oa01meeting00000', '会议室预订', '协同办公', '会议室查询、预订与签到。', page.venues),
  entry('oa02calendar0000', '日程', '协同办公', '个人与团队日程、提醒与共享。', 'mobile'),
  entry('oa03announce0000', '公告', '协同办公', '企业公告发布与阅读回执。', page.inbox),
  entry('oa04document0000', '云文档', '协同办公', '在线文档协作与版本管理。', 'external'),
  entry('oa05report000000', '工作汇报', '协同办公', '日报、周报与月报的提交与批阅。', 'mobile'),
  entry('oa06task00000000', '任务协作', '协同办公', '任务分派、进度跟踪与提醒。', 'none'),
  entry('fi01invoice00000', '发票管理', '财务管理', '开票申请、发票查验与归档。', 'none'),
  entry('fi02expense00000', '费用报销', '财务管理', '报销申请、票据上传与付款。', 'mobile'),
  entry('fi03budget000000', '预算管理', '财务管理', '年度预算编制、执行与分析。', 'external'),
  entry('fi04payment00000', '在线缴费', '财务管理', '企业与个人在线缴纳各类费用。', 'mobile'),
  entry('fi05ledger000000', '收支台账', '财务管理', '园区收支流水与台账导出。', page.bills),
  entry('pk01energy000000', '能耗管理', '园区运营', '水电气能耗采集、分析与告警。', 'none'),
  entry('pk02security0000', '安防巡检', '园区运营', '巡更路线、巡检记录与隐患上报。', 'mobile'),
  entry('pk03asset0000000', '资产管理', '园区运营', '固定资产登记、盘点与折旧。', 'none'),
  entry('pk04investment00', '招商管理', '园区运营', '招商线索、客户跟进与签约转化。', page.companies),
  entry('pk05ads000000000', '广告位管理', '园区运营', '广告位资源、排期与收益。', 'external'),
  entry('pm01repair000000', '报事报修', '物业服务', '在线报修、进度查询与评价。', 'mobile'),
  entry('pm02cleaning0000', '保洁管理', '物业服务', '保洁排班、质检与工单。', 'none'),
  entry('pm03delivery0000', '快递收发', '物业服务', '快递代收、通知与取件。', 'mobile'),
  entry('pm04decoration00', '装修管理', '物业服务', '装修申请、审批与验收。', 'none'),
  entry('pm05device000000', '设备维保', '物业服务', '设备台账、维保计划与记录。', 'none'),
  entry('es01policy000000', '政策申报', '企业服务', '惠企政策查询与在线申报。', 'external'),
  entry('es02finance00000', '企业融资', '企业服务', '融资需求发布与金融机构对接。', 'external'),
  entry('es03legal0000000', '法律服务', '企业服务', '法律咨询、合同审查与律师对接。', 'none'),
  entry('es04ip0000000000', '知识产权', '企业服务', '专利、商标申请与管理。', 'external'),
  entry('es05talent000000', '人才公寓', '企业服务', '人才公寓申请、配租与退租。', 'mobile'),
  entry('es06canteen00000', '园区食堂', '企业服务', '菜单发布、订餐与消费记录。', 'mobile'),
  entry('da01dashboard000', '运营驾驶舱', '数据分析', '园区经营指标的实时大屏。', 'none'),
  entry('da02report000000', '经营报表', '数据分析', '租金、收缴率与出租率报表。', 'none'),
  entry('da03occupancy000', '出租率分析', '数据分析', '楼宇与楼层的出租率趋势。', 'none'),
  entry('da04customer0000', '客户画像', '数据分析', '入驻企业行业、规模与需求画像。', 'external'),
  entry('bm01address00000', '通讯录', '基础管理', '组织架构与同事联系方式。', 'mobile'),
  entry('bm02log000000000', '操作日志', '基础管理', '关键操作的审计记录与查询。', 'none'),
  entry('bm03sso000000000', '统一登录', '基础管理', '第三方系统的单点登录接入。', 'external'),
  entry('bm04print0000000', '打印中心', '基础管理', '合同、账单与票据的批量打印。', 'none'),
  entry('bm05backup000000', '数据备份', '基础管理', '业务数据定期备份与恢复。', 'none'),
];
