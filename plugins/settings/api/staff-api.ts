import { type RequestService, token } from '@core';
import type { Page, PageQuery, ReadOptions } from '@core/data';

/** 1 在职 (enabled), 2 停用 (disabled: cannot sign in to the organisation). */
export type StaffState = 1 | 2;
export const StaffState = { active: 1, disabled: 2 } as const satisfies Record<string, StaffState>;

export type StaffFieldKind = 'text' | 'number' | 'date' | 'select';

/** A custom staff field configured in 员工字段配置 (its value is kept per member, keyed by uniqueId). */
export interface StaffField {
  uniqueId: string;
  label: string;
  kind: StaffFieldKind;
  /** The choices of a select field; empty for the other kinds. */
  options: string[];
  required: boolean;
}

/** A field as 保存 sends it: a new one has no uniqueId yet. */
export interface StaffFieldDraft {
  uniqueId?: string;
  label: string;
  kind: StaffFieldKind;
  options: string[];
  required: boolean;
}

export interface NamedRef {
  uniqueId: string;
  name: string;
}

export interface StaffSummary {
  uniqueId: string;
  name: string;
  telephone: string;
  state: StaffState;
  departments: NamedRef[];
  roles: (NamedRef & { builtIn: boolean })[];
  position: string;
  employeeNo: string;
  /** `YYYY-MM-DD`, or null when not recorded. */
  entryDate: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export type CustomFieldValues = Record<string, string | number | null>;

export interface StaffDetail extends StaffSummary {
  customFields: CustomFieldValues;
}

export interface StaffPageQuery extends PageQuery {
  /** Matches name, telephone or employee number. */
  keyword?: string;
  /** A department includes its sub-departments. */
  departmentUniqueId?: string;
  state?: StaffState;
}

/** What the add and modify forms share. */
export interface StaffProfile {
  name: string;
  departmentUniqueIds: string[];
  position: string;
  roleUniqueIds: string[];
  entryDate: string | null;
  employeeNo: string;
  customFields: CustomFieldValues;
}

export interface StaffAddition extends StaffProfile {
  telephone: string;
  /** Lowercase hex SHA-256 of the initial password; the server ignores it for a known telephone. */
  initialPassword?: string;
}

export interface StaffModification extends StaffProfile {
  uniqueId: string;
}

/** A spreadsheet as the import sends and the template comes back: base64 content. */
export interface SpreadsheetFile {
  fileName: string;
  content: string;
}

/** One problem of an import, by spreadsheet row number (the header is row 1). */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

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
  import(file: SpreadsheetFile): Promise<{ imported: number }>;
}

const silent = { silent: true } as const;

export class HttpStaffApi implements StaffApi {
  constructor(private readonly request: RequestService) {}

  page(query: StaffPageQuery, read?: ReadOptions) {
    return this.request.post<Page<StaffSummary>>('/enterprise/v1/staff/page', query, {
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
    return this.request.post<{ imported: number }>('/enterprise/v1/staff/import', file, silent);
  }
}
