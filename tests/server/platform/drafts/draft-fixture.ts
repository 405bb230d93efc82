import { settingsManifest } from '../../../../manifests/settings';
import { serverAreas } from '../../../../server/areas';
import { composeAreas } from '../../../../server/platform/compose-areas';
import { draftKind } from '../../../../server/platform/drafts/draft-kinds';
import { defineServerArea } from '../../../../server/platform/server-area';
import type { ApiResult, TestServer } from '../../support/test-server';

/**
 * An area that declares two draft kinds, guarded by codes the demo database holds (the settings
 * tree's, under a fixture id): 员工入职 needs 新增员工 (STAFF_ADD), 部门调整 needs 组织管理.
 */
const manifest = { ...settingsManifest, id: 'draft-fixture' };

export const ONBOARDING = 'draft-fixture.onboarding';
export const DEPARTMENT = 'draft-fixture.department';

export const draftFixtureArea = defineServerArea({
  id: 'draft-fixture',
  manifest,
  extensions: [
    draftKind(manifest, { kind: ONBOARDING, title: '员工入职', permission: 'STAFF_ADD' }),
    draftKind(manifest, { kind: DEPARTMENT, title: '部门调整', permission: 'PC_ORG_MANAGEMENT' }),
  ],
});

/** The registry's areas and the fixture's kinds. */
export const areasWithDrafts = composeAreas([...serverAreas, draftFixtureArea]);

export interface Saved {
  uniqueId: string;
  revision: number;
  updatedAt: string;
}

let requests = 0;
/** A fresh request id per save. */
export const requestId = () => `request-${(++requests).toString().padStart(6, '0')}`;

/** Draft calls of one member. */
export function draftsOf(server: TestServer, token: string) {
  const post = <T>(path: string, body: unknown): Promise<ApiResult<T>> =>
    server.post<T>(`/enterprise/v1/draft/${path}`, body, token);
  return {
    save: (body: Record<string, unknown>) =>
      post<Saved>('save', {
        kind: ONBOARDING,
        revision: 0,
        requestId: requestId(),
        title: '新员工入职',
        step: 0,
        values: {},
        ...body,
      }),
    detail: (uniqueId: string, kind = ONBOARDING) =>
      post<Record<string, unknown>>('detail', { kind, uniqueId }),
    page: (body: Record<string, unknown> = {}) =>
      post<{ list: Record<string, unknown>[]; total: number; pageNum: number; pageSize: number }>('page', {
        kind: ONBOARDING,
        ...body,
      }),
    remove: (uniqueId: string, kind = ONBOARDING) => post<null>('remove', { kind, uniqueId }),
  };
}
