import type { DraftDetail } from '@manifests/contracts/draft';
import { Alert, Button, Card, Flex, Form, Space, Steps } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormRefusal } from '../../components/feedback/use-form-refusal';
import { type FieldPath, fieldOf, isFieldOf, namePathOf } from '../../data/refusal-field';
import { ApiError } from '../../services/api-error';
import { useLeaveGuard } from '../leave-guard';
import { draftTitleOf, plainValuesOf } from './draft-content';
import { DraftSaveStatus } from './draft-save-status';
import { fieldsOfStep, focusFirstField, STEP_INDEX, stepOfField } from './step-fields';
import type { StepFormProps } from './step-form-types';
import { advancesOnEnter } from './step-keys';
import { type DraftContent, useFormDraft } from './use-form-draft';

export interface StepFormSessionProps<T extends object> extends StepFormProps<T> {
  /** The draft resumed; none for a new form. */
  draft: DraftDetail | undefined;
  /** Names the form's fields' ids (unique on the page). */
  formName: string;
  /** The first save created the draft: its id goes into the address. */
  onCreated(uniqueId: string): void;
  /** 重新加载 after a conflict. */
  onReload(): void;
  /** True while the form changes its own address (the draft's id): no leaving to ask about. */
  selfNavigation: RefObject<boolean>;
}

/** What to focus after the next render: a field in error, or the first field of a step. */
type Focus = { step: number; field?: FieldPath };

/**
 * One editing session of a step form (a new form, or a draft resumed): the steps, each step's fields
 * (all rendered, the others hidden), the draft saved as the member goes, 上一步 / 下一步 / 提交, and
 * the leave guard while edits are not on the server yet.
 */
export const StepFormSession = observer(function StepFormSession<T extends object>(
  props: StepFormSessionProps<T>,
) {
  const { steps, draft, formName, width = 640 } = props;
  const [own] = Form.useForm<T>();
  const form = props.form ?? own;
  const root = useRef<HTMLFormElement>(null);
  const last = steps.length - 1;
  const toDraft = props.toDraft ?? plainValuesOf;
  const fallbackTitle = typeof props.title === 'string' ? props.title : '未命名草稿';
  const contentOf = (values: Partial<T>, step: number): DraftContent => ({
    values: toDraft(values),
    step,
    title: draftTitleOf(props.draftTitle?.(values), fallbackTitle),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first values only, as antd's Form takes them
  const initialValues = useMemo(
    () => (draft ? (props.fromDraft?.(draft.values) ?? (draft.values as Partial<T>)) : props.initialValues),
    [],
  );
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, last));
  const [content, setContent] = useState(() => contentOf(initialValues ?? {}, step));
  const saving = useFormDraft({
    kind: props.draftKind,
    uniqueId: draft?.uniqueId,
    revision: draft?.revision ?? 0,
    savedAt: draft?.updatedAt ?? null,
    content,
    onCreated: props.onCreated,
  });
  const refusal = useFormRefusal();
  const [submitting, setSubmitting] = useState(false);
  // While a submit runs, its own navigation is not a leaving to ask about; once done, nothing is.
  const sending = useRef(false);
  const done = useRef(false);
  const guard = useLeaveGuard(
    () => !sending.current && !done.current && !props.selfNavigation.current && saving.unsaved(),
  );
  const focus = useRef<Focus | undefined>(undefined);
  // Renders once more for a focus asked on the step shown (a refusal, a step that did not validate).
  const [, setFocusRequest] = useState(0);

  useEffect(() => {
    const wanted = focus.current;
    if (!wanted || wanted.step !== step) return;
    focus.current = undefined;
    // Once the commit's effects have run: a focus moves state of its own (the control's, the page's).
    queueMicrotask(() => {
      if (wanted.field !== undefined)
        form.scrollToField(namePathOf(wanted.field) as never, { block: 'center', focus: true });
      else focusFirstField(root.current?.querySelector(`[${STEP_INDEX}="${step}"]`));
    });
  });

  const changed = (nextStep = step) => setContent(contentOf(form.getFieldsValue(true), nextStep));

  /** Shows a step and focuses its first field (or `field`). */
  const show = (index: number, field?: FieldPath) => {
    focus.current = { step: index, field };
    setFocusRequest((now) => now + 1);
    if (index !== step) {
      setStep(index);
      changed(index);
    }
  };

  const stepIsValid = async (index: number): Promise<boolean> => {
    const names = fieldsOfStep(form, root.current, formName, index);
    if (names.length === 0) return true;
    try {
      await form.validateFields(names as never);
      return true;
    } catch {
      return false;
    }
  };

  const next = async () => {
    if (await stepIsValid(step)) show(step + 1);
    else show(step);
  };

  const refuse = (error: unknown) => {
    const field = error instanceof ApiError ? fieldOf(error, props.fieldOfRefusal) : undefined;
    const at = field === undefined ? undefined : stepOfField(form, root.current, formName, field);
    if (field !== undefined && at !== undefined && isFieldOf(form, field)) {
      form.setFields([{ name: namePathOf(field) as never, errors: [(error as ApiError).message] }]);
      show(at, field);
    } else refusal.refuse(error, props.refusalFallback ?? '提交失败，请稍后再试');
  };

  const submit = async () => {
    if (sending.current) return;
    for (const index of steps.keys()) {
      if (!(await stepIsValid(index))) return show(index);
    }
    sending.current = true;
    setSubmitting(true);
    refusal.clear();
    await saving.stop();
    try {
      await props.onSubmit(form.getFieldsValue(true) as T, { draftUniqueId: saving.uniqueId() });
      done.current = true;
      if (!props.keepDraft) await saving.remove().catch(() => undefined);
    } catch (error) {
      refuse(error);
      saving.start();
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!advancesOnEnter(event)) return;
    event.preventDefault();
    void (step < last ? next() : submit());
  };

  const state = saving.state;
  let header: ReactNode = <DraftSaveStatus state={state} onRetry={saving.retry} />;
  if (props.extra)
    header = (
      <Space size="middle">
        {props.extra}
        {header}
      </Space>
    );

  return (
    <Card title={props.title} extra={header}>
      {guard}
      <Steps
        current={step}
        onChange={(index) => index < step && show(index)}
        items={steps.map((item, index) => ({
          key: item.key,
          title: item.title,
          content: item.description,
          disabled: index > step,
        }))}
        style={{ marginBottom: 24 }}
      />
      {state.kind === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="草稿已在别处更新，这里的修改没有保存"
          description={`${state.message.replace(/[。，,.]$/, '')}。重新加载将显示最新的草稿，这里未保存的修改会丢失。`}
          action={
            <Button size="small" onClick={props.onReload}>
              重新加载
            </Button>
          }
        />
      )}
      {/* Enter moves on (onKeyDown); the browser's own submit of the form (Enter elsewhere) does nothing. */}
      <form
        ref={root}
        noValidate
        aria-label={typeof props.title === 'string' ? props.title : undefined}
        onKeyDown={onKeyDown}
        onSubmit={(event) => event.preventDefault()}
      >
        <Form<T>
          form={form}
          name={formName}
          component={false}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={() => changed()}
        >
          <div style={{ maxWidth: width }}>
            {refusal.alert}
            {steps.map((item, index) => (
              <section
                key={item.key}
                {...{ [STEP_INDEX]: index }}
                hidden={index !== step}
                aria-label={item.title}
              >
                {item.content}
              </section>
            ))}
          </div>
        </Form>
      </form>
      <Flex gap={8}>
        {step > 0 && (
          <Button onClick={() => show(step - 1)} disabled={submitting}>
            上一步
          </Button>
        )}
        {step < last ? (
          <Button type="primary" onClick={() => void next()}>
            下一步
          </Button>
        ) : (
          <Button type="primary" loading={submitting} onClick={() => void submit()}>
            {props.submitText ?? '提交'}
          </Button>
        )}
        {props.onCancel && (
          <Button onClick={props.onCancel} disabled={submitting}>
            {props.cancelText ?? '取消'}
          </Button>
        )}
      </Flex>
    </Card>
  );
}) as <T extends object>(props: StepFormSessionProps<T>) => ReactNode;
