import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useService } from '../di/services-context';
import { ApiError, CANCELLED_CODE, errorMessage } from '../services/api-error';
import { Notifier } from '../services/notifier';
import { useConsoleQueryClient } from './data-provider';
import { type InvalidationTarget, invalidate } from './invalidate';
import { type FieldPath, fieldOf, isFieldOf, namePathOf } from './refusal-field';

/**
 * Where a refusal shows when it names no field of the form: a toast (`'toast'`, none when the request
 * service has shown it already), in place (`'inline'`: the change's `refusal`, for the view to show
 * above its form or in its dialog), or wherever the view puts it (an alert beside the record it
 * concerns, a report of the rows refused).
 */
export type RefusalPlace<TInput> =
  | 'toast'
  | 'inline'
  | ((message: string, error: unknown, input: TInput) => void);

/** One change, declared where the view needs it (`useChange`). */
export interface ChangeOptions<TInput, TResult> {
  /** Asks the server: resolves with its answer, rejects with its refusal. */
  change(input: TInput): Promise<TResult>;
  /** What it touched: tags or key prefixes invalidated once it succeeded (fixed, or from its answer). */
  invalidates?:
    | readonly InvalidationTarget[]
    | ((result: TResult, input: TInput) => readonly InvalidationTarget[]);
  /**
   * Waits for the queries on screen to reload before `onSuccess` (and before the change stops being
   * busy): a page that must never show the old record after saving.
   */
  awaitReload?: boolean;
  /** Said once it succeeded (a success toast); nothing when it answers undefined. */
  success?: string | ((result: TResult, input: TInput) => string | undefined);
  /** What the view does once it succeeded (close a dialog, navigate): skipped when it is gone. */
  onSuccess?(result: TResult, input: TInput): unknown;
  /** The form whose field a refusal concerns shows it there, keeping every value typed. */
  form?: FormInstance;
  /** The field a refusal concerns; by default what the answer names (`data.field`). */
  fieldOfRefusal?(error: ApiError): FieldPath | undefined;
  /** Where a refusal naming no field of the form shows: `'toast'` by default. */
  refusal?: RefusalPlace<TInput>;
  /** The reason shown for a failure that carries none. */
  fallback?: string;
}

export type ChangeOutcome<TResult> =
  | { readonly done: true; readonly result: TResult }
  | { readonly done: false; readonly error: unknown };

export interface Change<TInput, TResult> {
  /**
   * Sends the change; resolves with what came of it and never rejects (the refusal was shown). A call
   * while one runs is not sent: it answers the running one's outcome.
   */
  run(input: TInput): Promise<ChangeOutcome<TResult>>;
  /**
   * The same, rejecting with the refusal, which it leaves to the caller to show (given as a kit
   * dialog's `onSubmit`, which shows it in the dialog); a refusal naming a field of `form` shows there.
   */
  send(input: TInput): Promise<TResult>;
  /** Whether it is running (for the button's spinner). */
  readonly busy: boolean;
  /** The input of the run under way (which row's button spins); undefined when none runs. */
  readonly input: TInput | undefined;
  /** The last refusal, with `refusal: 'inline'`; cleared by the next run. */
  readonly refusal: string | undefined;
  dismiss(): void;
  /** Whether a run is under way at this moment (a leave guard asks outside rendering). */
  isRunning(): boolean;
}

interface Flight<TResult> {
  sent: Promise<TResult>;
  outcome: Promise<ChangeOutcome<TResult>>;
}

const shownAlready = (error: unknown) => error instanceof ApiError && error.shown;

/** Shows the refusal on the form's field it concerns; false when it concerns none the form holds. */
function placeOnField(error: unknown, options: ChangeOptions<never, unknown>): boolean {
  const { form } = options;
  if (!form || !(error instanceof ApiError)) return false;
  const field = options.fieldOfRefusal ? options.fieldOfRefusal(error) : fieldOf(error);
  if (field === undefined || !isFieldOf(form, field)) return false;
  const name = namePathOf(field);
  form.setFields([{ name, errors: [error.message] }]);
  form.scrollToField(name, { block: 'center' });
  return true;
}

/** After the server said yes: the tags invalidated, the success said, then the view's own step. */
async function succeeded<TInput, TResult>(
  options: ChangeOptions<TInput, TResult>,
  result: TResult,
  input: TInput,
  context: { client: QueryClient; notifier: Notifier; mounted(): boolean },
): Promise<void> {
  const { invalidates, success } = options;
  const targets = typeof invalidates === 'function' ? invalidates(result, input) : (invalidates ?? []);
  const reload = targets.length > 0 ? invalidate(context.client, ...targets) : Promise.resolve();
  const message = typeof success === 'function' ? success(result, input) : success;
  if (message) context.notifier.success(message);
  if (options.awaitReload) await reload;
  if (context.mounted()) await options.onSuccess?.(result, input);
}

/**
 * The console's one way to change something (TanStack Query's `useMutation` underneath, on the
 * container's query client): busy while it runs, never sent twice at once, its refusal shown on the
 * form's field it names or else as `refusal` says (the form keeps what was typed), its success said,
 * what it touched invalidated, then the view's `onSuccess`.
 *
 * ```ts
 * const save = useChange({
 *   change: (values: FieldConfigValues) => api.saveFields(fieldDraftsOf(values.fields)),
 *   invalidates: [SettingsTag.staffFields, SettingsTag.staff],
 *   success: '员工字段已保存',
 *   form,
 *   refusal: 'inline',
 *   onSuccess: (saved) => form.setFieldsValue({ fields: saved }),
 * });
 * <Form form={form} onFinish={save.run}>… <Button htmlType="submit" loading={save.busy}>保存</Button>
 * ```
 * A view that leaves during a run (its tab closed) does not stop the change: it still invalidates and
 * says it succeeded; only `onSuccess` is skipped, and a refusal with no place left shows as a toast.
 */
export function useChange<TInput = void, TResult = unknown>(
  options: ChangeOptions<TInput, TResult>,
): Change<TInput, TResult> {
  const client = useConsoleQueryClient();
  const notifier = useService(Notifier);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const flight = useRef<Flight<TResult>>(undefined);
  const [refusal, setRefusal] = useState<string>();
  const [mutationOptions] = useState(() => ({
    mutationFn: (input: TInput) => latest.current.change(input),
    // Sent whatever the browser thinks of the network: the request service says why it failed.
    networkMode: 'always' as const,
    onSuccess: (result: TResult, input: TInput) =>
      succeeded(latest.current, result, input, { client, notifier, mounted: () => mounted.current }),
  }));
  const mutation = useMutation(mutationOptions, client);
  const { mutateAsync } = mutation;

  const stable = useMemo(() => {
    const refuse = (error: unknown, input: TInput, show: boolean) => {
      // The session ended under it: nothing of it is shown any more.
      if (error instanceof ApiError && error.code === CANCELLED_CODE) return;
      const options = latest.current;
      if (mounted.current && placeOnField(error, options as ChangeOptions<never, unknown>)) return;
      if (!show) return;
      const message = errorMessage(error, options.fallback);
      const place = mounted.current ? (options.refusal ?? 'toast') : 'toast';
      if (place === 'inline') setRefusal(message);
      else if (typeof place === 'function') place(message, error, input);
      else if (!shownAlready(error)) notifier.error(message);
    };
    const start = (input: TInput, show: boolean): Flight<TResult> => {
      if (flight.current) return flight.current;
      setRefusal(undefined);
      const sent = mutateAsync(input);
      const current: Flight<TResult> = {
        sent,
        // Settled before any caller's own continuation: a caller may send again once it resolves.
        outcome: sent.then(
          (result) => {
            if (flight.current === current) flight.current = undefined;
            return { done: true, result } as const;
          },
          (error: unknown) => {
            if (flight.current === current) flight.current = undefined;
            refuse(error, input, show);
            return { done: false, error } as const;
          },
        ),
      };
      flight.current = current;
      return current;
    };
    return {
      run: (input: TInput) => start(input, true).outcome,
      send: (input: TInput) => start(input, false).sent,
      dismiss: () => setRefusal(undefined),
      isRunning: () => flight.current !== undefined,
    };
  }, [mutateAsync, notifier]);

  return {
    ...stable,
    busy: mutation.isPending,
    input: mutation.isPending ? mutation.variables : undefined,
    refusal,
  };
}
