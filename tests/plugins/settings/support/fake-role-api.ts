import type { Page } from '@core/data';
import { ApiError } from '@core/services/api-error';
import type {
  GrantableApplication,
  RoleApi,
  RoleDetail,
  RoleMember,
  RoleMemberQuery,
  RoleSummary,
} from '@plugins/settings/api/role-api';
import { answerPage } from '@tests/support/paged-fake';
import { allGrantableCodes, GRANTABLE_APPLICATIONS, role } from './role-fixtures';

type RoleMethod = keyof RoleApi;

export const member = (
  uniqueId: string,
  nickname: string,
  overrides: Partial<RoleMember> = {},
): RoleMember => ({
  uniqueId,
  nickname,
  telephone: `1390000${uniqueId.replace(/\D/g, '').padStart(4, '0')}`,
  state: 1,
  ...overrides,
});

/**
 * An in-memory RoleApi behaving like the server: the built-in 管理员 first and holding every code,
 * exact grants, unique names, the last administrator kept. Fields are public so a test shapes the
 * data; `refuse` makes one method fail once with the given error; `calls` records each method called.
 */
export class FakeRoleApi implements RoleApi {
  roles: RoleSummary[] = [
    role('r-admin', '管理员', { builtIn: true, memberCount: 1, createdAt: '2026-01-01T00:00:00.000Z' }),
    role('r-invest', '招商专员'),
  ];
  applications: GrantableApplication[] = GRANTABLE_APPLICATIONS;
  codes = new Map<string, string[]>();
  members = new Map<string, RoleMember[]>([['r-admin', [member('m1', '张伟')]]]);
  grants: { uniqueId: string; resourceCodes: string[] }[] = [];
  memberQueries: RoleMemberQuery[] = [];
  calls: RoleMethod[] = [];
  private refusals = new Map<RoleMethod, Error>();
  private nextId = 1;

  /** The next call of `method` fails with `error` (an ApiError for a refusal). */
  refuse(method: RoleMethod, error: Error) {
    this.refusals.set(method, error);
  }

  private call(method: RoleMethod) {
    this.calls.push(method);
    const refusal = this.refusals.get(method);
    if (refusal) {
      this.refusals.delete(method);
      throw refusal;
    }
  }

  private find(uniqueId: string): RoleSummary {
    const found = this.roles.find((each) => each.uniqueId === uniqueId);
    if (!found) throw new ApiError(400404, '角色不存在');
    return found;
  }

  private summaryWith(uniqueId: string, changes: Partial<RoleSummary>): RoleSummary {
    const updated = { ...this.find(uniqueId), ...changes };
    this.roles = this.roles.map((each) => (each.uniqueId === uniqueId ? updated : each));
    return updated;
  }

  private assertNameFree(name: string, except?: string) {
    if (this.roles.some((each) => each.name === name && each.uniqueId !== except))
      throw new ApiError(400310, `已有名为「${name}」的角色`);
  }

  async list() {
    this.call('list');
    return this.roles.map((each) => ({ ...each }));
  }

  async detail(uniqueId: string): Promise<RoleDetail> {
    this.call('detail');
    const found = this.find(uniqueId);
    const resourceCodes = found.builtIn
      ? allGrantableCodes(this.applications)
      : (this.codes.get(uniqueId) ?? []);
    return { ...found, resourceCodes: [...resourceCodes] };
  }

  async resourceTree() {
    this.call('resourceTree');
    return this.applications;
  }

  async add(name: string) {
    this.call('add');
    this.assertNameFree(name);
    const added = role(`r-new-${this.nextId++}`, name);
    this.roles = [...this.roles, added];
    return added;
  }

  async rename(uniqueId: string, name: string) {
    this.call('rename');
    if (this.find(uniqueId).builtIn) throw new ApiError(400311, '内置角色不能修改');
    this.assertNameFree(name, uniqueId);
    return this.summaryWith(uniqueId, { name });
  }

  async grant(uniqueId: string, resourceCodes: string[]) {
    this.call('grant');
    if (this.find(uniqueId).builtIn) throw new ApiError(400311, '管理员角色拥有全部权限，无需授权');
    this.grants.push({ uniqueId, resourceCodes: [...resourceCodes] });
    this.codes.set(uniqueId, [...resourceCodes]);
    return this.detail(uniqueId);
  }

  async remove(uniqueId: string) {
    this.call('remove');
    if (this.find(uniqueId).builtIn) throw new ApiError(400311, '内置角色不能删除');
    this.roles = this.roles.filter((each) => each.uniqueId !== uniqueId);
  }

  async memberPage(query: RoleMemberQuery): Promise<Page<RoleMember>> {
    this.call('memberPage');
    this.memberQueries.push(query);
    this.find(query.uniqueId);
    return answerPage<RoleMember, RoleMemberQuery>(this.members.get(query.uniqueId) ?? [], query, {
      filters: {
        keyword: (each, keyword) => each.nickname.includes(keyword) || each.telephone.includes(keyword),
      },
    });
  }

  /** Gives the role to members of the staff directory `directory` (uniqueId → name). */
  directory = new Map<string, string>();

  async addMembers(uniqueId: string, memberUniqueIds: string[]) {
    this.call('addMembers');
    const current = this.members.get(uniqueId) ?? [];
    const added = memberUniqueIds
      .filter((id) => !current.some((each) => each.uniqueId === id))
      .map((id) => member(id, this.directory.get(id) ?? id));
    this.members.set(uniqueId, [...current, ...added]);
    this.summaryWith(uniqueId, { memberCount: current.length + added.length });
  }

  async removeMembers(uniqueId: string, memberUniqueIds: string[]) {
    this.call('removeMembers');
    const remaining = (this.members.get(uniqueId) ?? []).filter(
      (each) => !memberUniqueIds.includes(each.uniqueId),
    );
    if (this.find(uniqueId).builtIn && remaining.length === 0)
      throw new ApiError(300410, '至少需要保留一名管理员');
    this.members.set(uniqueId, remaining);
    this.summaryWith(uniqueId, { memberCount: remaining.length });
  }
}
