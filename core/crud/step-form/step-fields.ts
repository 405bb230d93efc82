import type { FormInstance } from 'antd';
import type { FieldPath } from '../../data/refusal-field';

/**
 * Which step holds a field, found the way antd's `scrollToField` finds a field: its control (the
 * element its ref gives, or the one carrying the field's id, `<form name>_<path>`), else its label
 * (`<label for=…>`, written whatever the control does with the id); then the step's section around it
 * (`data-step-index`). Every step is rendered (the others hidden), so every field is registered and
 * found. A field whose control takes neither a ref nor the id and has no label belongs to no step.
 */

/** The attribute of each step's section. */
export const STEP_INDEX = 'data-step-index';

type Path = (string | number)[];

const pathOf = (name: FieldPath): Path => (Array.isArray(name) ? [...name] : [name as string | number]);

/** antd's id of a field's control (`getFieldId` in antd's form utilities). */
export function fieldIdOf(formName: string, name: FieldPath): string {
  return `${formName}_${pathOf(name).join('_')}`;
}

function elementOfInstance(instance: unknown): Element | undefined {
  if (instance instanceof Element) return instance;
  if (typeof instance !== 'object' || instance === null) return undefined;
  const { nativeElement, input } = instance as { nativeElement?: unknown; input?: unknown };
  if (nativeElement instanceof Element) return nativeElement;
  if (input instanceof Element) return input;
  return undefined;
}

/** The element standing for the field inside `root`: its control, else its label. */
function elementOfField(
  form: FormInstance,
  root: Element,
  formName: string,
  name: FieldPath,
): Element | undefined {
  const byRef = elementOfInstance(form.getFieldInstance(pathOf(name) as never));
  if (byRef && root.contains(byRef)) return byRef;
  const id = fieldIdOf(formName, name);
  const byId = root.ownerDocument.getElementById(id);
  if (byId && root.contains(byId)) return byId;
  return [...root.querySelectorAll('label[for]')].find((label) => (label as HTMLLabelElement).htmlFor === id);
}

/** The step whose section holds the field, or undefined. */
export function stepOfField(
  form: FormInstance,
  root: Element | null,
  formName: string,
  name: FieldPath,
): number | undefined {
  if (!root) return undefined;
  const section = elementOfField(form, root, formName, name)?.closest(`[${STEP_INDEX}]`);
  const index = Number(section?.getAttribute(STEP_INDEX));
  return section && Number.isInteger(index) ? index : undefined;
}

/** The names of the form's fields, as registered (list items included, lists themselves not). */
export function registeredFields(form: FormInstance): Path[] {
  const names: Path[] = [];
  form.getFieldsValue(true, (meta) => {
    if (meta) names.push([...meta.name]);
    return false;
  });
  return names;
}

/** The registered fields held by one step. */
export function fieldsOfStep(
  form: FormInstance,
  root: Element | null,
  formName: string,
  index: number,
): Path[] {
  return registeredFields(form).filter((name) => stepOfField(form, root, formName, name) === index);
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** Puts the focus on the step's first field, or on a field in error when there is one. */
export function focusFirstField(section: Element | null | undefined): void {
  if (!section) return;
  const erring = section.querySelector('[aria-invalid="true"]');
  const target = (erring ?? section.querySelector(FOCUSABLE)) as HTMLElement | null;
  target?.focus();
}
