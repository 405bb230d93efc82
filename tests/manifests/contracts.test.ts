import Fastify, { type FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type {
  AuthApi,
  HeldApplication as CoreHeldApplication,
  IssuedToken as CoreIssuedToken,
  Organization as CoreOrganization,
  UserDetail as CoreUserDetail,
} from '../../core/api/auth-api';
import type { DirectoryApi } from '../../core/api/directory-api';
import type { Page as CorePage, PageQuery as CorePageQuery } from '../../core/data/page';
import {
  ApplicationTokenBody,
  CaptchaBody,
  CaptchaSendBody,
  type CaptchaSent,
  ImageUploadBody,
  type IssuedToken,
  LoginBody,
  ModifyPasswordBody,
  type Organization,
  OrganizationListBody,
  OrganizationTokenBody,
  type PasswordTicket,
  TicketResetBody,
  type UploadedImage,
  type UserDetail,
} from '../../manifests/contracts/account';
import { DraftPageQuery, DraftRef, DraftSaveBody } from '../../manifests/contracts/draft';
import {
  ByApplication,
  ByName,
  type MarketApplication,
  type MarketApplicationDetail,
} from '../../manifests/contracts/market';
import {
  MessagePageQuery,
  MessageRef,
  MessageSelection,
  type MessageSummary,
  NoticeDraft,
  NoticePageQuery,
  NoticeRef,
  type PublishedNotice,
  ReadAll,
} from '../../manifests/contracts/notice';
import { Page, PageQuery } from '../../manifests/contracts/page';
import { RICH_TEXT_TAGS } from '../../manifests/contracts/rich-text';
import type { HeldApplication, ResourceNode } from '../../manifests/contracts/session';
import {
  ApplicationOpening,
  ApplicationRef,
  ApplicationRolesChange,
  ApplicationStateChange,
  DepartmentAddition,
  type DepartmentMember,
  DepartmentMemberQuery,
  DepartmentMove,
  type DepartmentNode,
  DepartmentRef,
  DepartmentRename,
  type ManagedApplication,
  ManagedApplicationQuery,
  type MemberOption,
  type OwnerInfo,
  OwnerInfoChanges,
  RoleAddition,
  type RoleDetail,
  RoleGrant,
  RoleMemberQuery,
  RoleMembersChange,
  RoleRef,
  RoleRename,
  type RoleSummary,
  SpreadsheetFile,
  StaffAddition,
  type StaffDetail,
  type StaffField,
  StaffFieldDrafts,
  StaffModification,
  StaffPageQuery,
  StaffRef,
  StaffStateChange,
  StaffSummary,
} from '../../manifests/contracts/settings';
import type { MarketApi } from '../../plugins/market/api/market-api';
import type { NoticeApi } from '../../plugins/notice/api/notice-api';
import type { DepartmentApi } from '../../plugins/settings/api/department-api';
import type { ManagedApplicationApi } from '../../plugins/settings/api/managed-application-api';
import type { OwnerApi } from '../../plugins/settings/api/owner-api';
import type { RoleApi } from '../../plugins/settings/api/role-api';
import type { StaffApi } from '../../plugins/settings/api/staff-api';
import { serverAreas } from '../../server/areas';
import { authService } from '../../server/routes/auth';
import { enterpriseService } from '../../server/routes/enterprise';
import type { AppServices } from '../../server/types';

/**
 * The platform's routes (sign-in, tokens, the session's own calls) as app.ts mounts them, with the
 * few services they read while registering (a decoy hash, the throttle's settings, the extensions).
 */
async function platform(app: FastifyInstance) {
  app.services = {
    passwordHasher: { hash: async () => '' },
    config: { throttle: {}, captcha: {} },
    extensions: { of: () => [] },
  } as unknown as AppServices;
  await app.register(authService);
  await app.register(enterpriseService);
}

/**
 * The body schema of every route the areas register, by url: each area's plugins in a bare Fastify
 * (through the registry, as outside code must), nothing served, no schema compiled.
 */
async function routeBodies(): Promise<Map<string, unknown>> {
  const bodies = new Map<string, unknown>();
  const app: FastifyInstance = Fastify();
  app.decorate('services', {} as AppServices);
  app.setValidatorCompiler(() => () => true);
  app.addHook('onRoute', (route) => {
    bodies.set(route.url, route.schema?.body);
  });
  for (const area of serverAreas) {
    for (const routes of [area.routes, area.appRoutes]) if (routes) await app.register(routes);
  }
  await app.register(platform);
  await app.ready();
  await app.close();
  return bodies;
}

describe('request contracts', () => {
  it('are the very schemas the server validates bodies with', async () => {
    const bodies = await routeBodies();
    const expected: Record<string, unknown> = {
      '/enterprise/v1/department/add': DepartmentAddition,
      '/enterprise/v1/department/rename': DepartmentRename,
      '/enterprise/v1/department/move': DepartmentMove,
      '/enterprise/v1/department/remove': DepartmentRef,
      '/enterprise/v1/department/member/list': DepartmentMemberQuery,
      '/enterprise/v1/staff/page': StaffPageQuery,
      '/enterprise/v1/staff/detail': StaffRef,
      '/enterprise/v1/staff/add': StaffAddition,
      '/enterprise/v1/staff/modify': StaffModification,
      '/enterprise/v1/staff/modify/state': StaffStateChange,
      '/enterprise/v1/staff/remove': StaffRef,
      '/enterprise/v1/staff/field/save': StaffFieldDrafts,
      '/enterprise/v1/staff/import': SpreadsheetFile,
      '/enterprise/v1/role/detail': RoleRef,
      '/enterprise/v1/role/add': RoleAddition,
      '/enterprise/v1/role/rename': RoleRename,
      '/enterprise/v1/role/grant': RoleGrant,
      '/enterprise/v1/role/remove': RoleRef,
      '/enterprise/v1/role/member/page': RoleMemberQuery,
      '/enterprise/v1/role/member/add': RoleMembersChange,
      '/enterprise/v1/role/member/remove': RoleMembersChange,
      '/enterprise/v1/owner/info/modify': OwnerInfoChanges,
      '/app/v1/manage/application/open': ApplicationOpening,
      '/app/v1/manage/application/page': ManagedApplicationQuery,
      '/app/v1/manage/application/detail': ApplicationRef,
      '/app/v1/manage/application/modify/state': ApplicationStateChange,
      '/app/v1/manage/application/modify': ApplicationRolesChange,
      '/app/v1/manage/application/remove': ApplicationRef,
      '/app/v1/manage/application/resource/tree': ApplicationRef,
      '/enterprise/v1/message/page': MessagePageQuery,
      '/enterprise/v1/message/detail': MessageRef,
      '/enterprise/v1/message/read': MessageSelection,
      '/enterprise/v1/message/read/all': ReadAll,
      '/enterprise/v1/message/remove': MessageSelection,
      '/enterprise/v1/notice/publish': NoticeDraft,
      '/enterprise/v1/notice/page': NoticePageQuery,
      '/enterprise/v1/notice/detail': NoticeRef,
      '/enterprise/v1/notice/remove': NoticeRef,
      '/app/v1/marketplace/application/group/list': ByName,
      '/app/v1/marketplace/application/detail': ByApplication,
      // The platform's own (server/routes/).
      '/v1/account/login': LoginBody,
      '/v1/account/captcha/send': CaptchaSendBody,
      '/v1/account/login/captcha': CaptchaBody,
      '/v1/account/password/ticket/generate': CaptchaBody,
      '/v1/account/password/ticket/reset': TicketResetBody,
      '/v1/exchange/owner/account/list': OrganizationListBody,
      '/v1/exchange/owner/account/token': OrganizationTokenBody,
      '/v1/exchange/owner/app/token': ApplicationTokenBody,
      '/enterprise/v1/user/modify/password': ModifyPasswordBody,
      '/enterprise/v1/file/upload/image': ImageUploadBody,
      '/enterprise/v1/draft/save': DraftSaveBody,
      '/enterprise/v1/draft/detail': DraftRef,
      '/enterprise/v1/draft/page': DraftPageQuery,
      '/enterprise/v1/draft/remove': DraftRef,
    };
    for (const [url, schema] of Object.entries(expected)) {
      expect({ url, same: bodies.get(url) === schema }).toEqual({ url, same: true });
    }
  });

  it('page a list from 1 with at most 100 rows, each bound optional on the wire', () => {
    expect(Value.Check(PageQuery, { pageNum: 1, pageSize: 100 })).toBe(true);
    expect(Value.Check(PageQuery, {})).toBe(true);
    expect(Value.Check(PageQuery, { pageNum: 1, pageSize: 0 })).toBe(false);
    expect(Value.Check(PageQuery, { pageNum: 0, pageSize: 10 })).toBe(false);
    expect(Value.Check(PageQuery, { pageNum: 1, pageSize: 101 })).toBe(false);
    expect(Value.Check(StaffPageQuery, { pageNum: 2, pageSize: 0, keyword: '李' })).toBe(false);
  });

  it('answer a page of rows in the shape of Page(row)', () => {
    const row = {
      uniqueId: 's1',
      name: '李娜',
      telephone: '13800000001',
      state: 1,
      departments: [{ uniqueId: 'd1', name: '运营部' }],
      roles: [{ uniqueId: 'r1', name: '管理员', builtIn: true }],
      position: '',
      employeeNo: '',
      entryDate: null,
      isAdmin: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const page = { list: [row], total: 1, pageNum: 1, pageSize: 10 };
    expect(Value.Check(Page(StaffSummary), page)).toBe(true);
    expect(Value.Check(Page(StaffSummary), { ...page, list: [{ ...row, createdAt: undefined }] })).toBe(
      false,
    );
    expect(Value.Check(Page(StaffSummary), { ...page, pageSize: 0 })).toBe(false);
  });

  it('keep the sanitisers to the markup the editor writes', () => {
    expect(RICH_TEXT_TAGS).toContain('h2');
    expect(RICH_TEXT_TAGS).not.toContain('img');
    expect(RICH_TEXT_TAGS).not.toContain('script');
  });
});

// ---- Type level: checked by `tsc`, the console's client types are the contract's -----------------

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Body<F extends (...args: never[]) => unknown> = Parameters<F>[0];

type ContractChecks = [
  Expect<Equal<CorePage<StaffSummary>, Page<StaffSummary>>>,
  Expect<Equal<CorePageQuery, PageQuery>>,
  Expect<Equal<Static<ReturnType<typeof Page<typeof StaffSummary>>>, Page<StaffSummary>>>,
  Expect<Equal<CoreHeldApplication, HeldApplication>>,
  Expect<Equal<Answer<DirectoryApi['departmentTree']>, DepartmentNode[]>>,
  Expect<Equal<Answer<DirectoryApi['members']>, MemberOption[]>>,
  Expect<Equal<Body<DepartmentApi['memberPage']>, DepartmentMemberQuery>>,
  Expect<Equal<Answer<DepartmentApi['memberPage']>, Page<DepartmentMember>>>,
  Expect<Equal<Body<DepartmentApi['move']>, DepartmentMove>>,
  Expect<Equal<Body<StaffApi['page']>, StaffPageQuery>>,
  Expect<Equal<Answer<StaffApi['page']>, Page<StaffSummary>>>,
  Expect<Equal<Body<StaffApi['add']>, StaffAddition>>,
  Expect<Equal<Body<StaffApi['modify']>, StaffModification>>,
  Expect<Equal<Answer<StaffApi['detail']>, StaffDetail>>,
  Expect<Equal<Answer<StaffApi['fields']>, StaffField[]>>,
  Expect<Equal<Answer<RoleApi['list']>, RoleSummary[]>>,
  Expect<Equal<Answer<RoleApi['detail']>, RoleDetail>>,
  Expect<Equal<Body<RoleApi['memberPage']>, RoleMemberQuery>>,
  Expect<Equal<Answer<RoleApi['resourceTree']>[number]['resources'], ResourceNode[]>>,
  Expect<Equal<Answer<OwnerApi['detail']>, OwnerInfo>>,
  Expect<Equal<Body<OwnerApi['modify']>, OwnerInfoChanges>>,
  Expect<Equal<Body<ManagedApplicationApi['page']>, ManagedApplicationQuery>>,
  Expect<Equal<Answer<ManagedApplicationApi['detail']>, ManagedApplication>>,
  Expect<Equal<Answer<ManagedApplicationApi['resourceTree']>, ResourceNode[]>>,
  Expect<Equal<Body<NoticeApi['page']>, MessagePageQuery>>,
  Expect<Equal<Answer<NoticeApi['page']>, Page<MessageSummary>>>,
  Expect<Equal<Body<NoticeApi['publish']>, NoticeDraft>>,
  Expect<Equal<Answer<NoticeApi['noticePage']>, Page<PublishedNotice>>>,
  Expect<Equal<Answer<MarketApi['marketDetail']>, MarketApplicationDetail>>,
  Expect<Equal<Answer<MarketApi['marketGroups']>[number]['applications'], MarketApplication[]>>,
  Expect<Equal<Answer<MarketApi['heldApplications']>, HeldApplication[]>>,
  Expect<Equal<CoreIssuedToken, IssuedToken>>,
  Expect<Equal<CoreOrganization, Organization>>,
  Expect<Equal<CoreUserDetail, UserDetail>>,
  Expect<Equal<Answer<AuthApi['sendCaptcha']>, CaptchaSent>>,
  Expect<Equal<Answer<AuthApi['generatePasswordTicket']>, PasswordTicket>>,
  Expect<Equal<Answer<OwnerApi['uploadImage']>, UploadedImage>>,
];

it('declares the console clients the contract’s types (checked by tsc)', () => {
  const checked: ContractChecks['length'] = 37;
  expect(checked).toBe(37);
});
