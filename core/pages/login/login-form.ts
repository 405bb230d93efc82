import type { InputRef } from 'antd';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';

/**
 * The sign-in page's three small forms without a form engine (antd's Form brought rc-form, its
 * validator and the grid, about 20 KiB gzip, to /login): each field holds a string, judged by a few
 * rules when it is left and on submit, and again as it is typed once it has been judged (so an error
 * goes as soon as it is fixed). A rule marked `onBlur` waits for the field to be left even then.
 */
export interface FieldRule<Values> {
  message: string;
  /** True when the value passes; `values` holds every field (for a confirmation). */
  valid(value: string, values: Values): boolean;
  onBlur?: true;
}

export interface FieldSpec<Values> {
  rules: readonly FieldRule<Values>[];
  /** Fields whose change judges this one again (a confirmation, its password). */
  dependencies?: readonly (keyof Values)[];
}

export type FieldSpecs<Values> = { readonly [Name in keyof Values]: FieldSpec<Values> };
/** The props `input(name)` gives an antd Input: spread them onto it. */
export interface FieldInput {
  id: string;
  value: string;
  ref(element: InputRef | null): void;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
  status: 'error' | undefined;
  'aria-required': true;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type Errors<Values> = Partial<Record<keyof Values, string>>;
type Trigger = 'change' | 'blur' | 'submit';

export const required = <Values>(message: string): FieldRule<Values> => ({
  message,
  valid: (value) => value.trim() !== '',
});

/** A pattern judged only on a value that is there (`required` says when it is missing). */
export const matches = <Values>(pattern: RegExp, message: string, onBlur?: true): FieldRule<Values> => ({
  message,
  valid: (value) => value === '' || pattern.test(value),
  ...(onBlur && { onBlur }),
});

/** The first rule the value fails, as judged on `trigger`. */
export function problemOf<Values>(
  spec: FieldSpec<Values>,
  value: string,
  values: Values,
  trigger: Trigger,
): string | undefined {
  return spec.rules.find((rule) => !(trigger === 'change' && rule.onBlur) && !rule.valid(value, values))
    ?.message;
}

/**
 * A form's state: its values (kept in a ref too, so a submit right after an update sees it), the errors
 * shown, and the inputs (to focus the first invalid one on submit, and to read what the prerendered page
 * held before hydration). `formId` is the <form>'s id; each input's is `${formId}_${name}`, as antd's
 * Form named them (the labels, the tests and the page's early-input guard know them).
 */
export function useLoginForm<Values extends { [Name in keyof Values]: string }>(
  formId: string,
  specs: FieldSpecs<Values>,
  initial: Partial<Values> = {},
) {
  const names = useMemo(() => Object.keys(specs) as (keyof Values & string)[], [specs]);
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Values,
  );
  const current = useRef(values);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const judged = useRef(new Set<keyof Values>());
  const inputs = useRef(new Map<keyof Values, InputRef | null>());

  const judge = useCallback(
    (which: readonly (keyof Values)[], trigger: Trigger) => {
      const found: Errors<Values> = {};
      for (const name of which) {
        found[name] = problemOf(specs[name], current.current[name] ?? '', current.current, trigger);
      }
      setErrors((shown) => ({ ...shown, ...found }));
      return found;
    },
    [specs],
  );

  const set = useCallback(
    (changed: Partial<Values>, trigger: Trigger = 'change') => {
      current.current = { ...current.current, ...changed };
      setValues(current.current);
      const touched = Object.keys(changed);
      const again = names.filter(
        (name) =>
          judged.current.has(name) &&
          (touched.includes(name) ||
            specs[name].dependencies?.some((dep) => touched.includes(dep as string))),
      );
      if (again.length > 0) judge(again, trigger);
    },
    [names, specs, judge],
  );

  /** Judges `which` (all by default): the values when they pass, otherwise undefined. */
  const validate = useCallback(
    (which: readonly (keyof Values)[] = names, focus = false): Values | undefined => {
      for (const name of which) judged.current.add(name);
      const found = judge(which, 'submit');
      const invalid = which.find((name) => found[name]);
      if (invalid === undefined) return current.current;
      if (focus) inputs.current.get(invalid)?.focus();
      return undefined;
    },
    [names, judge],
  );

  /** The form's onSubmit: judges every field, focuses the first invalid one, or hands the values on. */
  const submitWith = (onValid: (values: Values) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    const valid = validate(names, true);
    if (valid) onValid(valid);
  };

  /**
   * What an input needs: its id, value, handlers, ref, and the error state antd's Form.Item gave it
   * (`withExtra` when a hint is shown under it, which describes it too).
   */
  const input = (name: keyof Values & string, withExtra = false): FieldInput => {
    const id = `${formId}_${name}`;
    const error = errors[name];
    const describedBy = [error && `${id}_help`, withExtra && `${id}_extra`].filter(Boolean).join(' ');
    return {
      id,
      value: values[name] ?? '',
      ref: (element: InputRef | null) => {
        inputs.current.set(name, element);
      },
      onChange: (event: { target: { value: string } }) =>
        set({ [name]: event.target.value } as Partial<Values>),
      onBlur: () => {
        judged.current.add(name);
        judge([name], 'blur');
      },
      status: error ? 'error' : undefined,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  /** What the inputs show that the form does not hold (typed before hydration), taken as its values. */
  const adoptShown = useCallback(() => {
    const shown: Partial<Values> = {};
    for (const [name, ref] of inputs.current) {
      const value = ref?.input?.value;
      if (value && value !== current.current[name]) shown[name] = value as Values[keyof Values];
    }
    if (Object.keys(shown).length > 0) set(shown);
  }, [set]);

  return { formId, values, errors, input, set, validate, submitWith, adoptShown, current };
}

export type LoginForm<Values extends { [Name in keyof Values]: string }> = ReturnType<
  typeof useLoginForm<Values>
>;
