import { type Static, Type } from 'typebox';
import { ApprovalFlow, type FlowNode } from './approval-flow';
import type { ApprovalForm, ApprovalFormValues } from './approval-form';
import { ApprovalForm as ApprovalFormSchema } from './approval-form';
import { OptionalPlainText, PlainName, RequestId, SearchKeyword, UniqueId } from './fields';
import { PageQuery, type PageTotals } from './page';

/**
 * The approval area's requests and answers (`/enterprise/v1/approval/…`), declared once: the server's
 * routes validate bodies with these schemas, the console's clients use their types (`import type`).
 */

export type { ApprovalForm, ApprovalFormValues, FlowNode };

export { RequestId };

/** Form values as sent: checked against the template version's form by the server. */
const FormValues = Type.Record(Type.String({ maxLength: 32 }), Type.Unknown(), { title: '表单' });

const CalendarDate = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const INSTANCE_STATES = [
  'running',
  'returned',
  'approved',
  'rejected',
  'withdrawn',
  'terminated',
] as const;
export type InstanceState = (typeof INSTANCE_STATES)[number];

const InstanceStateValue = Type.Unsafe<InstanceState>(
  Type.Union(
    INSTANCE_STATES.map((state) => Type.Literal(state)),
    { title: '审批状态' },
  ),
);

export const APPROVAL_BOXES = ['todo', 'done', 'mine', 'cc'] as const;
/** 待我审批, 我已审批, 我发起的, 抄送我的. */
export type ApprovalBox = (typeof APPROVAL_BOXES)[number];

// ---- 发起审批 ----------------------------------------------------------------------------------

export interface StartableTemplate {
  uniqueId: string;
  name: string;
  icon: string;
  group: string;
  description: string;
}

export const TemplateRef = Type.Object({ uniqueId: UniqueId('审批模板') }, { additionalProperties: false });

/** A 发起人自选 node on the way the flow goes: the initiator chooses its approvers. */
export interface ChooserNode {
  nodeId: string;
  nodeName: string;
  selectMode: 'single' | 'multiple';
  /** Members to choose among; empty: anyone. */
  range: { uniqueId: string; name: string }[];
}

export interface TemplateToStart extends StartableTemplate {
  version: number;
  form: ApprovalForm;
  /** Nodes whose approvers the initiator chooses (any of them may be on the way). */
  chooserNodes: ChooserNode[];
}

export const StartBody = Type.Object(
  {
    templateUniqueId: UniqueId('审批模板'),
    form: FormValues,
    chosenApprovers: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.Array(UniqueId('审批人'), { maxItems: 20 }), {
        title: '自选审批人',
      }),
    ),
    requestId: RequestId,
  },
  { additionalProperties: false },
);
export type StartBody = Static<typeof StartBody>;

export interface StartedApproval {
  uniqueId: string;
  serialNo: string;
  state: InstanceState;
}

// ---- the centre's lists -------------------------------------------------------------------------

/** The filters every approval list shares: keyword (title, 审批编号, summary), template, state, start dates. */
const ListFilters = {
  keyword: Type.Optional(SearchKeyword),
  templateUniqueId: Type.Optional(UniqueId('审批模板')),
  state: Type.Optional(InstanceStateValue),
  startedFrom: Type.Optional(CalendarDate('发起日期起')),
  startedTo: Type.Optional(CalendarDate('发起日期止')),
};

export const ApprovalListQuery = Type.Object(
  {
    ...PageQuery.properties,
    box: Type.Unsafe<ApprovalBox>(
      Type.Union(
        APPROVAL_BOXES.map((box) => Type.Literal(box)),
        { title: '列表' },
      ),
    ),
    ...ListFilters,
  },
  { additionalProperties: false },
);
export type ApprovalListQuery = Static<typeof ApprovalListQuery> & PageQuery;

export interface ApprovalListItem {
  instanceUniqueId: string;
  /** The caller's task (待我审批: the one to act on; 我已审批: the one acted on). */
  taskUniqueId: string | null;
  serialNo: string;
  title: string;
  summary: string;
  templateName: string;
  initiatorName: string;
  state: InstanceState;
  /** The nodes pending now, by name (、-joined), or '' once finished. */
  currentNodes: string;
  startedAt: string;
  finishedAt: string | null;
  /** When the caller acted (我已审批) or was copied (抄送我的). */
  actedAt: string | null;
  /** 待我审批: whether 批量同意 may approve it (no comment or field the node requires). */
  batchApprovable: boolean;
}

export interface ApprovalCounts {
  todo: number;
  done: number;
  mine: number;
  cc: number;
}

// ---- 审批详情 -------------------------------------------------------------------------------------

export const InstanceRef = Type.Object({ uniqueId: UniqueId('审批') }, { additionalProperties: false });

export type TaskActionKind =
  | 'approve'
  | 'reject'
  | 'handle'
  | 'return'
  | 'transfer'
  | 'add-before'
  | 'add-after';

export interface TimelineEntry {
  kind: string;
  at: string;
  actor: { uniqueId: string; name: string } | null;
  nodeId: string | null;
  nodeName: string | null;
  comment: string;
  /** What the kind says more: the people a node reached, 转交/加签's member, 退回's target, attachments. */
  detail: Record<string, unknown>;
}

export interface UpcomingNode {
  nodeId: string;
  nodeName: string;
  type: 'approver' | 'handler' | 'cc';
  /** Who it would ask as things stand (a head not yet known: empty). */
  people: { uniqueId: string; name: string }[];
}

export interface ApprovalDetail {
  uniqueId: string;
  serialNo: string;
  title: string;
  summary: string;
  templateName: string;
  version: number;
  /** The approval type's key when an area started it (`startApproval`); null for a template's own. */
  typeKey: string | null;
  /** The area's business object the approval is about, as it gave it at start; null when none. */
  businessId: string | null;
  state: InstanceState;
  initiator: { uniqueId: string; name: string; departments: string[] };
  startedAt: string;
  finishedAt: string | null;
  /** The fields the caller may see (hidden ones left out) and their values. */
  form: ApprovalForm;
  values: ApprovalFormValues;
  /** The caller's open task, with what they may do on it and which fields they may edit. */
  myTask: {
    uniqueId: string;
    kind: 'approver' | 'handler';
    nodeId: string;
    nodeName: string;
    actions: TaskActionKind[];
    editable: string[];
    /** 退回's targets: the initiator and the nodes already passed. */
    returnTargets: { nodeId: string; nodeName: string }[];
  } | null;
  can: { withdraw: boolean; urge: boolean; resubmit: boolean; comment: boolean; terminate: boolean };
  timeline: TimelineEntry[];
  upcoming: UpcomingNode[][];
}

/**
 * The latest approval of an area's business object, for the area's own pages (a contract's 审批记录):
 * `approvalOf` of `server/areas/approval/api.ts` reads it, the area's route answers it.
 */
export interface BusinessApproval {
  instanceUniqueId: string;
  serialNo: string;
  templateName: string;
  state: InstanceState;
  startedAt: string;
  finishedAt: string | null;
  /** Every event in order (who, when, what, with which comment), as 审批详情 shows them. */
  timeline: TimelineEntry[];
}

const Comment = Type.String({ title: '意见', maxLength: 500 });
const Attachments = Type.Array(
  Type.Object(
    { uniqueId: UniqueId('附件'), name: PlainName('附件名', 255), url: Type.String({ maxLength: 1024 }) },
    { additionalProperties: false },
  ),
  { title: '附件', maxItems: 9 },
);

export const TaskActBody = Type.Object(
  {
    taskUniqueId: UniqueId('审批任务'),
    requestId: RequestId,
    action: Type.Unsafe<TaskActionKind>(
      Type.Union(
        (['approve', 'reject', 'handle', 'return', 'transfer', 'add-before', 'add-after'] as const).map(
          (kind) => Type.Literal(kind),
        ),
        { title: '操作' },
      ),
    ),
    comment: Type.Optional(Comment),
    form: Type.Optional(FormValues),
    /** 退回: 'initiator' or a passed node's id. */
    target: Type.Optional(Type.String({ title: '退回节点', minLength: 1, maxLength: 64 })),
    /** 转交/加签: the member. */
    to: Type.Optional(UniqueId('成员')),
  },
  { additionalProperties: false },
);
export type TaskActBody = Static<typeof TaskActBody>;

export const BatchApproveBody = Type.Object(
  {
    taskUniqueIds: Type.Array(UniqueId('审批任务'), { title: '审批任务', minItems: 1, maxItems: 50 }),
    requestId: RequestId,
  },
  { additionalProperties: false },
);

export interface BatchApproved {
  approved: number;
  /** The tasks that could not be approved, with why. */
  refused: { taskUniqueId: string; message: string }[];
}

export type InstanceActionKind = 'withdraw' | 'resubmit' | 'urge' | 'comment';

export const InstanceActBody = Type.Object(
  {
    uniqueId: UniqueId('审批'),
    requestId: RequestId,
    action: Type.Unsafe<InstanceActionKind>(
      Type.Union(
        (['withdraw', 'resubmit', 'urge', 'comment'] as const).map((kind) => Type.Literal(kind)),
        { title: '操作' },
      ),
    ),
    comment: Type.Optional(Comment),
    form: Type.Optional(FormValues),
    attachments: Type.Optional(Attachments),
  },
  { additionalProperties: false },
);
export type InstanceActBody = Static<typeof InstanceActBody>;

export const TerminateBody = Type.Object(
  { uniqueId: UniqueId('审批'), requestId: RequestId, comment: Comment },
  { additionalProperties: false },
);

export interface ActionDone {
  uniqueId: string;
  state: InstanceState;
}

// ---- 审批数据管理 ---------------------------------------------------------------------------------

/** 审批数据管理's filters: the lists' and who started, from which department (sub-departments included). */
const DataFilters = {
  ...ListFilters,
  initiatorUniqueId: Type.Optional(UniqueId('发起人')),
  departmentUniqueId: Type.Optional(UniqueId('部门')),
};

export const ApprovalDataQuery = Type.Object(
  { ...PageQuery.properties, ...DataFilters },
  { additionalProperties: false },
);
export type ApprovalDataQuery = Static<typeof ApprovalDataQuery> & PageQuery;

export interface ApprovalDataRow {
  uniqueId: string;
  serialNo: string;
  title: string;
  templateName: string;
  initiatorName: string;
  departments: string;
  state: InstanceState;
  currentNodes: string;
  startedAt: string;
  finishedAt: string | null;
  /** The chosen template's form values, by field name (with `templateUniqueId` only). */
  values: ApprovalFormValues;
}

export interface ApprovalDataPage {
  list: ApprovalDataRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** The chosen template's fields, for extra columns; empty without a template. */
  fields: ApprovalForm;
  /** The names of the members and departments the page's member and department fields hold, by uniqueId. */
  names: Record<string, string>;
  /** With a template chosen: its amount fields' totals in fen over the whole search, by field name. */
  totals?: PageTotals;
}

export const ApprovalExportQuery = Type.Object(DataFilters, { additionalProperties: false });
export type ApprovalExportQuery = Static<typeof ApprovalExportQuery>;

/** What 审批数据管理's filters choose among: every template, and every member who started an approval. */
export interface ApprovalDataOptions {
  templates: { uniqueId: string; name: string; group: string; enabled: boolean }[];
  initiators: { uniqueId: string; name: string }[];
}

// ---- templates (审批配置 edits them in the next issue; the API is here) --------------------------

export interface TemplateSummary extends StartableTemplate {
  enabled: boolean;
  sort: number;
  version: number;
  typeKey: string | null;
  starters: Starters;
  updatedAt: string;
}

export const Starters = Type.Object(
  {
    everyone: Type.Optional(Type.Boolean()),
    departments: Type.Optional(Type.Array(UniqueId('部门'), { maxItems: 100 })),
    members: Type.Optional(Type.Array(UniqueId('成员'), { maxItems: 200 })),
    roles: Type.Optional(Type.Array(UniqueId('角色'), { maxItems: 50 })),
  },
  { title: '发起范围', additionalProperties: false },
);
export type Starters = Static<typeof Starters>;

export const TemplateSaveBody = Type.Object(
  {
    uniqueId: Type.Optional(UniqueId('审批模板')),
    name: PlainName('审批名称', 20),
    icon: Type.Optional(Type.String({ title: '图标', maxLength: 32, pattern: '^[a-z0-9-]*$' })),
    group: Type.Optional(PlainName('分组', 10)),
    description: Type.Optional(OptionalPlainText('说明', 100)),
    starters: Type.Optional(Starters),
    enabled: Type.Optional(Type.Boolean({ title: '启用' })),
    sort: Type.Optional(Type.Integer({ title: '排序', minimum: 0, maximum: 9999 })),
    form: ApprovalFormSchema,
    flow: ApprovalFlow,
  },
  { additionalProperties: false },
);
export type TemplateSaveBody = Static<typeof TemplateSaveBody>;

export interface TemplateDetail extends TemplateSummary {
  form: ApprovalForm;
  flow: FlowNode;
}

// ---- 审批配置: groups, templates, drafts, publishing and versions -------------------------------

/** A group of 审批配置's list, in its order. */
export interface TemplateGroup {
  uniqueId: string;
  name: string;
}

/** One template as 审批配置 lists it. */
export interface ConfiguredTemplate {
  uniqueId: string;
  name: string;
  icon: string;
  description: string;
  groupUniqueId: string | null;
  enabled: boolean;
  starters: Starters;
  /** Who may start it, by name (departments, members, roles); empty when everyone may. */
  starterNames: string[];
  /** The published version, null until the first publication. */
  version: number | null;
  publishedAt: string | null;
  publisherName: string | null;
  /** An area's approval type runs through it (合同审批): a system template, started from that area. */
  typeKey: string | null;
  /** Edits saved in the draft and not yet published. */
  hasDraft: boolean;
}

/** 审批配置's list: the groups in their order and every template (each names its group). */
export interface TemplateCatalog {
  groups: TemplateGroup[];
  templates: ConfiguredTemplate[];
}

const GroupName = PlainName('分组名称', 10);
export const GroupRef = Type.Object({ uniqueId: UniqueId('分组') }, { additionalProperties: false });
export const GroupAddBody = Type.Object({ name: GroupName }, { additionalProperties: false });
export type GroupAddBody = Static<typeof GroupAddBody>;
export const GroupRenameBody = Type.Object(
  { uniqueId: UniqueId('分组'), name: GroupName },
  { additionalProperties: false },
);
export type GroupRenameBody = Static<typeof GroupRenameBody>;
/** Every group of the organisation, in the order wanted. */
export const GroupOrderBody = Type.Object(
  { uniqueIds: Type.Array(UniqueId('分组'), { title: '分组顺序', minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type GroupOrderBody = Static<typeof GroupOrderBody>;

const TemplateName = PlainName('审批名称', 20);
const TemplateIcon = Type.String({ title: '图标', maxLength: 32, pattern: '^[a-z0-9-]*$' });
const TemplateDescription = OptionalPlainText('说明', 100);

/** A new template: blank, or a copy of another's form and flow (its draft when it has one). */
export const TemplateCreateBody = Type.Object(
  {
    name: TemplateName,
    groupUniqueId: UniqueId('分组'),
    icon: Type.Optional(TemplateIcon),
    description: Type.Optional(TemplateDescription),
    starters: Type.Optional(Starters),
    copyFrom: Type.Optional(UniqueId('复制的审批模板')),
  },
  { additionalProperties: false },
);
export type TemplateCreateBody = Static<typeof TemplateCreateBody>;

/** A template's basic settings (what is absent stays): saved at once, without publishing. */
export const TemplateSettingsBody = Type.Object(
  {
    uniqueId: UniqueId('审批模板'),
    name: Type.Optional(TemplateName),
    groupUniqueId: Type.Optional(UniqueId('分组')),
    icon: Type.Optional(TemplateIcon),
    description: Type.Optional(TemplateDescription),
    starters: Type.Optional(Starters),
    enabled: Type.Optional(Type.Boolean({ title: '启用' })),
  },
  { additionalProperties: false },
);
export type TemplateSettingsBody = Static<typeof TemplateSettingsBody>;

/** A template's draft: the form and flow being edited (the published ones until edited), at a revision. */
export interface TemplateDraft {
  uniqueId: string;
  name: string;
  form: ApprovalForm;
  flow: FlowNode;
  /** Sent back with the next save: a save on an older revision is refused. */
  revision: number;
  hasDraft: boolean;
  savedAt: string | null;
  savedByName: string | null;
  /** The published version, null until the first publication. */
  version: number | null;
}

/** A draft saved on the revision the client edited. */
export const DraftSaveBody = Type.Object(
  {
    uniqueId: UniqueId('审批模板'),
    revision: Type.Integer({ title: '草稿版本', minimum: 0 }),
    form: ApprovalFormSchema,
    flow: ApprovalFlow,
  },
  { additionalProperties: false },
);
export type DraftSaveBody = Static<typeof DraftSaveBody>;

export interface DraftSaved {
  revision: number;
  savedAt: string;
}

/** The data of a refused draft save (`ApprovalDraftConflict`): who saved a later revision, and when. */
export interface DraftConflict {
  revision: number;
  savedByName: string | null;
  savedAt: string;
}

/** Publishes the draft at the revision the client shows. */
export const PublishBody = Type.Object(
  { uniqueId: UniqueId('审批模板'), revision: Type.Integer({ title: '草稿版本', minimum: 0 }) },
  { additionalProperties: false },
);
export type PublishBody = Static<typeof PublishBody>;

/** Something wrong with the flow or the form, on the node it concerns (a refused publication's `data.problems`). */
export interface PublishProblem {
  nodeId: string;
  message: string;
  /** A problem of the form itself (no field, a name twice): shown in 表单配置; `nodeId` is then 发起人's. */
  scope?: 'form';
}

export interface TemplatePublished {
  version: number;
  publishedAt: string;
}

export interface TemplateVersionItem {
  version: number;
  publishedAt: string;
  publisherName: string | null;
  current: boolean;
}

export const VersionRef = Type.Object(
  { uniqueId: UniqueId('审批模板'), version: Type.Integer({ title: '版本', minimum: 1 }) },
  { additionalProperties: false },
);
export type VersionRef = Static<typeof VersionRef>;

export interface TemplateVersionDetail extends TemplateVersionItem {
  form: ApprovalForm;
  flow: FlowNode;
}
