import { type RequestService, token } from '@core';
import type { Page, ReadOptions } from '@core/data';
import type {
  SpreadsheetFile,
  StaffAddition,
  StaffDetail,
  StaffField,
  StaffFieldDraft,
  StaffImported,
  StaffModification,
  StaffPageQuery,
  StaffState,
  StaffSummary,
} from '@manifests/contracts/settings';
import { STAFF_PAGE_URL } from '@manifests/contracts/settings-constants';

/** The settings contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/settings';
/** 1 在职 (enabled), 2 停用 (disabled: cannot sign in to the organisation). */
export { StaffState } from '@manifests/contracts/settings-constants';

/** Code of a refused import; its `data.errors` lists every bad row and nothing was imported. */
export const IMPORT_REFUSED_CODE = 400030;

/**
 * 员工管理 (`/enterprise/v1/staff/...`). Writes are sent silently: the forms and dialogs show a
 * refusal in place and keep what was typed; reads toast their failure like every other call.
 */
export const StaffApi = token<StaffApi>('settings.StaffApi');
export interface StaffApi {
  page(query: StaffPageQuery, read?: ReadOptions): Promise<Page<StaffSummary>>;
  detail(uniqueId: string, read?: ReadOptions): Promise<StaffDetail>;
  add(addition: StaffAddition): Promise<StaffDetail>;
  modify(modification: StaffModification): Promise<StaffDetail>;
  modifyState(uniqueId: string, state: StaffState): Promise<StaffSummary>;
  remove(uniqueId: string): Promise<void>;
  fields(read?: ReadOptions): Promise<StaffField[]>;
  saveFields(fields: StaffFieldDraft[]): Promise<StaffField[]>;
  importTemplate(): Promise<SpreadsheetFile>;
  import(file: SpreadsheetFile): Promise<StaffImported>;
}

const silent = { silent: true } as const;

export class HttpStaffApi implements StaffApi {
  constructor(private readonly request: RequestService) {}

  page(query: StaffPageQuery, read?: ReadOptions) {
    return this.request.post<Page<StaffSummary>>(STAFF_PAGE_URL, query, {
      signal: read?.signal,
    });
  }

  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<StaffDetail>(
      '/enterprise/v1/staff/detail',
      { uniqueId },
      { signal: read?.signal },
    );
  }

  add(addition: StaffAddition) {
    return this.request.post<StaffDetail>('/enterprise/v1/staff/add', addition, silent);
  }

  modify(modification: StaffModification) {
    return this.request.post<StaffDetail>('/enterprise/v1/staff/modify', modification, silent);
  }

  modifyState(uniqueId: string, state: StaffState) {
    return this.request.post<StaffSummary>('/enterprise/v1/staff/modify/state', { uniqueId, state }, silent);
  }

  async remove(uniqueId: string) {
    await this.request.post<null>('/enterprise/v1/staff/remove', { uniqueId }, silent);
  }

  fields(read?: ReadOptions) {
    return this.request.post<StaffField[]>('/enterprise/v1/staff/field/list', {}, { signal: read?.signal });
  }

  saveFields(fields: StaffFieldDraft[]) {
    return this.request.post<StaffField[]>('/enterprise/v1/staff/field/save', { fields }, silent);
  }

  importTemplate() {
    return this.request.post<SpreadsheetFile>('/enterprise/v1/staff/import/template');
  }

  import(file: SpreadsheetFile) {
    return this.request.post<StaffImported>('/enterprise/v1/staff/import', file, silent);
  }
}
