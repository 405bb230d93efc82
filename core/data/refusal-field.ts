import type { FormInstance } from 'antd';
import type { ApiError } from '../services/api-error';

/** A form field's name: `telephone`, or a path such as `['customFields', 'f-edu']`. */
export type FieldPath = string | number | readonly (string | number)[];

function pathOf(name: FieldPath): (string | number)[] {
  return Array.isArray(name) ? [...name] : [name as string | number];
}

/**
 * The field a refusal concerns: the server's hint when its answer carries one (`data.field`, a property
 * path such as `customFields.f-edu`, its indexes as numbers), else what the page's `fieldOfRefusal` says.
 */
export function fieldOf(
  error: ApiError,
  fieldOfRefusal?: (error: ApiError) => FieldPath | undefined,
): FieldPath | undefined {
  const hint = (error.data as { field?: unknown } | null)?.field;
  // An index of a list (`roomBatches.1.floorTo`) is a number in antd's name paths, which match strictly.
  if (typeof hint === 'string' && hint !== '')
    return hint.includes('.') ? hint.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : hint;
  return fieldOfRefusal?.(error);
}

/** Whether the form holds a field of that name now (a refusal about another shows above the form). */
export function isFieldOf(form: FormInstance, name: FieldPath): boolean {
  const wanted = pathOf(name).map(String).join('\u0000');
  let found = false;
  form.getFieldsValue(true, (meta) => {
    if (meta?.name.map(String).join('\u0000') === wanted) found = true;
    return false;
  });
  return found;
}

/** The name antd's `setFields` takes. */
export function namePathOf(name: FieldPath): (string | number)[] {
  return pathOf(name);
}
