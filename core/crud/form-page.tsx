import { Button, Card, Flex, Form, type FormInstance } from 'antd';
import { observer } from 'mobx-react-lite';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useFormRefusal } from '../components/feedback/use-form-refusal';
import { type FieldPath, fieldOf } from '../data/refusal-field';
import { useChange } from '../data/use-change';
import type { ApiError } from '../services/api-error';
import { useLeaveGuard } from './leave-guard';

export interface FormPageProps<T extends object> {
  /** The card's title: 新增员工. */
  title: ReactNode;
  /** Buttons in the card's header. */
  extra?: ReactNode;
  /** The form's first values (taken once, as antd's Form does). */
  initialValues?: Partial<T>;
  /**
   * Sends the values; resolving means saved (no prompt on leaving after that), rejecting means refused:
   * the refusal shows on the field it concerns, or above the form, and what was typed stays.
   */
  onSubmit(values: T): Promise<unknown>;
  submitText?: string;
  cancelText?: string;
  /** Shows 取消 (leaving by it does not ask: the member chose to). */
  onCancel?: () => void;
  /**
   * The field a refusal concerns, when the server's answer does not say (`data.field`): a code the
   * area knows (手机号已被占用 → `telephone`). A field the form does not hold shows above it instead.
   */
  fieldOfRefusal?: (error: ApiError) => FieldPath | undefined;
  /** Shown above the form when a refusal names no field the form holds. */
  refusalFallback?: string;
  /** The form instance, when the page needs it (`Form.useForm()`); one of its own otherwise. */
  form?: FormInstance<T>;
  layout?: 'vertical' | 'horizontal';
  /** The form's width: 640 by default. */
  width?: CSSProperties['maxWidth'];
  children: ReactNode;
}

/**
 * A form page (ProForm's shape, on antd): a card holding the form, 提交 and 取消. A refusal of the
 * server shows on the field it concerns (the answer's `data.field`, else `fieldOfRefusal`), otherwise
 * above the form; what was typed always stays. While anything was changed and not saved, closing the
 * tab, leaving by the router (a view that is not kept alive) or reloading the page asks first
 * (`useLeaveGuard`); a saved form leaves without asking.
 */
export const FormPage = observer(function FormPage<T extends object>({
  title,
  extra,
  initialValues,
  onSubmit,
  submitText = '提交',
  cancelText = '取消',
  onCancel,
  fieldOfRefusal,
  refusalFallback = '提交失败，请稍后再试',
  form: given,
  layout = 'vertical',
  width = 640,
  children,
}: FormPageProps<T>) {
  const [own] = Form.useForm<T>();
  const form = given ?? own;
  const refusal = useFormRefusal();
  const [dirty, setDirty] = useState(false);
  const submit = useChange({
    change: (values: T) => {
      refusal.clear();
      return onSubmit(values);
    },
    form,
    fieldOfRefusal: (error) => fieldOf(error, fieldOfRefusal),
    refusal: (_message, error) => refusal.refuse(error, refusalFallback),
    onSuccess: () => setDirty(false),
  });
  // While a submit runs, its own navigation (to the saved record) is not a leaving to ask about.
  const guard = useLeaveGuard(() => dirty && !submit.isRunning());

  return (
    <Card title={title} extra={extra}>
      {guard}
      <Form<T>
        form={form}
        layout={layout}
        style={{ maxWidth: width }}
        initialValues={initialValues}
        onValuesChange={() => setDirty(true)}
        onFinish={submit.run}
        scrollToFirstError
      >
        {refusal.alert}
        {children}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={submit.busy}>
            {submitText}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={submit.busy}>
              {cancelText}
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}) as <T extends object>(props: FormPageProps<T>) => ReactNode;
