/**
 * The settings area's limits and enumerations as plain values: the contract (settings.ts) builds its
 * schemas from them, and the console may import them at run time without bringing typebox along.
 */

/** 1 在职 (enabled), 2 停用 (disabled: cannot sign in to the organisation). */
export const StaffState = { active: 1, disabled: 2 } as const;
export type StaffState = (typeof StaffState)[keyof typeof StaffState];

/** The organisation's own switch of an installed application (`inState`). */
export const ApplicationInState = { enabled: 1, disabled: 2 } as const;
export type ApplicationInState = (typeof ApplicationInState)[keyof typeof ApplicationInState];

export const STAFF_FIELD_KINDS = ['text', 'number', 'date', 'select'] as const;
export type StaffFieldKind = (typeof STAFF_FIELD_KINDS)[number];

export const STAFF_FIELDS_MAX = 30;
export const STAFF_FIELD_LABEL_MAX = 20;
export const STAFF_FIELD_OPTIONS_MAX = 50;
export const STAFF_FIELD_OPTION_MAX = 30;

export const STAFF_DEPARTMENTS_MAX = 20;
export const STAFF_ROLES_MAX = 50;

export const DEPARTMENT_NAME_MAX = 30;
/**
 * Levels of an organisation's department tree, the root being the first, and its departments, the
 * root included: every read of the tree walks all of it, so neither may grow without bound.
 */
export const DEPARTMENT_LEVELS_MAX = 15;
export const DEPARTMENTS_MAX = 1_000;

export const ROLE_NAME_MAX = 20;
/** More than any organisation's grant tree holds (about a hundred nodes today), so never in the way. */
export const RESOURCE_CODES_MAX = 2_000;
/** Members assigned or taken off in one call (a few pages of the member picker). */
export const ROLE_MEMBERS_MAX = 500;

/** The largest area numeric(12, 2) holds, in square metres. */
export const AREA_MAX = 99_999_999.99;

/** The largest spreadsheet accepted, decoded: 2 MB. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows the bytes by a third; JSON and the file name add a little. */
export const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

/** The organisation's department tree, read by every department picker and filter (one answer, cached). */
export const DEPARTMENT_TREE_URL = '/enterprise/v1/department/tree';
/** A page of the organisation's members (员工管理). */
export const STAFF_PAGE_URL = '/enterprise/v1/staff/page';
