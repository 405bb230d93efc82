import { DATE_FORMAT } from '@core';
import dayjs, { type Dayjs } from 'dayjs';
import type { CustomFieldValues, StaffDetail, StaffField, StaffProfile } from '../../api/staff-api';

/** A custom field's value as the kit's SchemaForm holds it: text, a number, a date as YYYY-MM-DD. */
type CustomFieldFormValue = string | number | null | undefined;

/**
 * What the staff form holds: the entry date as dayjs (the DatePicker's value), custom fields by
 * uniqueId as SchemaForm holds them.
 */
export interface StaffFormValues {
  name: string;
  telephone: string;
  departmentUniqueIds: string[];
  position: string;
  roleUniqueIds: string[];
  entryDate: Dayjs | null;
  employeeNo: string;
  /** The password as typed (adding only); sent as its digest. */
  initialPassword?: string;
  customFields: Record<string, CustomFieldFormValue>;
}

function parseDate(value: string | number | null | undefined): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

export function emptyStaffFormValues(): StaffFormValues {
  return {
    name: '',
    telephone: '',
    departmentUniqueIds: [],
    position: '',
    roleUniqueIds: [],
    entryDate: null,
    employeeNo: '',
    initialPassword: '',
    customFields: {},
  };
}

/** The form's starting values for an existing member. */
export function staffFormValuesOf(detail: StaffDetail, fields: readonly StaffField[]): StaffFormValues {
  const customFields: StaffFormValues['customFields'] = {};
  for (const field of fields) {
    const value = detail.customFields[field.uniqueId];
    customFields[field.uniqueId] =
      field.kind === 'date' ? (parseDate(value)?.format(DATE_FORMAT) ?? null) : (value ?? null);
  }
  return {
    name: detail.name,
    telephone: detail.telephone,
    departmentUniqueIds: detail.departments.map((department) => department.uniqueId),
    position: detail.position,
    roleUniqueIds: detail.roles.map((role) => role.uniqueId),
    entryDate: parseDate(detail.entryDate),
    employeeNo: detail.employeeNo,
    customFields,
  };
}

function customValue(field: StaffField, value: CustomFieldFormValue): string | number | null {
  if (value === undefined || value === null) return null;
  if (field.kind === 'number') return typeof value === 'number' ? value : null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** The profile the server takes, from what the form holds: trimmed text, dates as YYYY-MM-DD, empty as null. */
export function staffProfileOf(values: StaffFormValues, fields: readonly StaffField[]): StaffProfile {
  const customFields: CustomFieldValues = {};
  for (const field of fields)
    customFields[field.uniqueId] = customValue(field, values.customFields?.[field.uniqueId]);
  return {
    name: values.name.trim(),
    departmentUniqueIds: values.departmentUniqueIds ?? [],
    position: (values.position ?? '').trim(),
    roleUniqueIds: values.roleUniqueIds ?? [],
    entryDate: values.entryDate ? values.entryDate.format(DATE_FORMAT) : null,
    employeeNo: (values.employeeNo ?? '').trim(),
    customFields,
  };
}
