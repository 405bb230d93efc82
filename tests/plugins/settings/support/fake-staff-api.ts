import type { DirectoryApi } from '@core/api/directory-api';
import type { Page } from '@core/data/page';
import type { DepartmentApi, DepartmentMember, DepartmentNode } from '@plugins/settings/api/department-api';
import type {
  SpreadsheetFile,
  StaffAddition,
  StaffApi,
  StaffDetail,
  StaffField,
  StaffFieldDraft,
  StaffModification,
  StaffPageQuery,
  StaffState,
  StaffSummary,
} from '@plugins/settings/api/staff-api';
import { answerPage } from '@tests/support/paged-fake';

type StaffMethod = keyof StaffApi;

const department = (uniqueId: string, name: string, children: DepartmentNode[] = []): DepartmentNode => ({
  uniqueId,
  name,
  parentUniqueId: null,
  sort: 0,
  memberCount: 0,
  totalMemberCount: 0,
  children,
});

/** 星河科技园 → 招商部, 物业部 → 保安组. */
export function departmentTree(): DepartmentNode[] {
  return [
    department('d-root', '星河科技园', [
      department('d-invest', '招商部'),
      department('d-property', '物业部', [department('d-guard', '保安组')]),
    ]),
  ];
}

/** 组织管理's DepartmentApi (unused by the staff pages) and core's directory, which reads the tree. */
export class FakeDepartmentApi implements DepartmentApi, DirectoryApi {
  nodes = departmentTree();
  calls = 0;
  async departmentTree() {
    this.calls += 1;
    return this.nodes;
  }
  async members() {
    return [];
  }
  // The staff pages only read the tree; 组织管理's tests use FakeOrganizationDepartmentApi for changes.
  add(): Promise<DepartmentNode> {
    throw new Error('not used by the staff pages');
  }
  rename(): Promise<DepartmentNode> {
    throw new Error('not used by the staff pages');
  }
  move(): Promise<DepartmentNode> {
    throw new Error('not used by the staff pages');
  }
  remove(): Promise<void> {
    throw new Error('not used by the staff pages');
  }
  memberPage(): Promise<Page<DepartmentMember>> {
    throw new Error('not used by the staff pages');
  }
}

export function staffMember(uniqueId: string, overrides: Partial<StaffDetail> = {}): StaffDetail {
  return {
    uniqueId,
    name: `员工${uniqueId}`,
    telephone: '13900000000',
    state: 1,
    departments: [{ uniqueId: 'd-invest', name: '招商部' }],
    roles: [],
    position: '',
    employeeNo: '',
    entryDate: null,
    isAdmin: false,
    createdAt: '2026-02-01T08:00:00.000Z',
    customFields: {},
    ...overrides,
  };
}

/** A deep copy (jsdom has no structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * An in-memory StaffApi: `members` answer the reads, every call is recorded, and `refusals` makes a
 * method reject (once) with the given error.
 */
export class FakeStaffApi implements StaffApi {
  members: StaffDetail[] = [];
  fieldList: StaffField[] = [];
  template: SpreadsheetFile = { fileName: '员工导入模板.xlsx', content: 'UEsDBA==' };
  importAnswer = { imported: 0 };
  refusals = new Map<StaffMethod, Error>();

  pageQueries: StaffPageQuery[] = [];
  additions: StaffAddition[] = [];
  modifications: StaffModification[] = [];
  stateChanges: { uniqueId: string; state: StaffState }[] = [];
  removals: string[] = [];
  savedFieldLists: StaffFieldDraft[][] = [];
  imports: SpreadsheetFile[] = [];

  private refuse(method: StaffMethod): void {
    const refusal = this.refusals.get(method);
    if (!refusal) return;
    this.refusals.delete(method);
    throw refusal;
  }

  async page(query: StaffPageQuery): Promise<Page<StaffSummary>> {
    this.pageQueries.push(query);
    this.refuse('page');
    return answerPage<StaffSummary, StaffPageQuery>(this.members, query, {
      filters: {
        keyword: (member, keyword) =>
          [member.name, member.telephone, member.employeeNo].some((text) => text.includes(keyword)),
        state: (member, state) => member.state === state,
        departmentUniqueId: (member, uniqueId) =>
          member.departments.some((item) => item.uniqueId === uniqueId),
      },
    });
  }

  async detail(uniqueId: string) {
    this.refuse('detail');
    // A copy, as a server answers: the data layer keeps an unchanged answer (same object) as it was.
    return copy(this.stored(uniqueId));
  }

  private stored(uniqueId: string) {
    const member = this.members.find((candidate) => candidate.uniqueId === uniqueId);
    if (!member) throw new Error('员工不存在');
    return member;
  }

  async add(addition: StaffAddition) {
    this.additions.push(addition);
    this.refuse('add');
    const { initialPassword: _digest, departmentUniqueIds, roleUniqueIds, ...profile } = addition;
    const added = staffMember(`s${this.members.length + 1}`, {
      ...profile,
      departments: departmentUniqueIds.map((uniqueId) => ({ uniqueId, name: uniqueId })),
      roles: (roleUniqueIds ?? []).map((uniqueId) => ({ uniqueId, name: uniqueId, builtIn: false })),
    });
    this.members.push(added);
    return added;
  }

  async modify(modification: StaffModification) {
    this.modifications.push(modification);
    this.refuse('modify');
    const member = this.stored(modification.uniqueId);
    Object.assign(member, { name: modification.name, position: modification.position });
    return copy(member);
  }

  async modifyState(uniqueId: string, state: StaffState) {
    this.stateChanges.push({ uniqueId, state });
    this.refuse('modifyState');
    const member = this.stored(uniqueId);
    member.state = state;
    return copy(member);
  }

  async remove(uniqueId: string) {
    this.removals.push(uniqueId);
    this.refuse('remove');
    this.members = this.members.filter((member) => member.uniqueId !== uniqueId);
  }

  async fields() {
    this.refuse('fields');
    return JSON.parse(JSON.stringify(this.fieldList)) as StaffField[];
  }

  async saveFields(fields: StaffFieldDraft[]) {
    this.savedFieldLists.push(fields);
    this.refuse('saveFields');
    this.fieldList = fields.map((field, index) => ({
      ...field,
      uniqueId: field.uniqueId ?? `f-new-${index}`,
    }));
    return JSON.parse(JSON.stringify(this.fieldList)) as StaffField[];
  }

  async importTemplate() {
    this.refuse('importTemplate');
    return this.template;
  }

  async import(file: SpreadsheetFile) {
    this.imports.push(file);
    this.refuse('import');
    return this.importAnswer;
  }
}
