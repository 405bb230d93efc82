import { ArrowLeftOutlined } from '@ant-design/icons';
import { Notifier, useService } from '@core';
import { useFormRefusal } from '@core/components';
import {
  fieldOf,
  LEAVE_QUESTION,
  SchemaControl,
  SchemaForm,
  type SchemaSources,
  type UploadedFile,
  useLeaveGuard,
} from '@core/crud';
import { useChange } from '@core/data';
import { defaultValuesOf } from '@manifests/contracts/approval-form-defaults';
import { Button, Divider, Flex, Form, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { ChooserNode, TemplateToStart } from '../../api/approval-api';
import { approverFieldOf, type StartFormValues, schemaFieldsOf, startFieldOf } from './start-values';

export interface StartFormProps {
  template: TemplateToStart;
  /** Where member and department fields choose from (every active member; the department tree). */
  sources: SchemaSources;
  upload(file: File): Promise<UploadedFile>;
  /** Sends the form; rejecting means refused: the refusal shows where it concerns and what was typed stays. */
  onSubmit(values: StartFormValues): Promise<unknown>;
  /** Back to the templates (asks first when something was typed). */
  onBack(): void;
}

/** A 发起人自选 node's 审批人: one or several, among its range when it names one. */
function ApproverPicker({ node, sources }: { node: ChooserNode; sources: SchemaSources }) {
  const members = useMemo(() => {
    if (node.range.length === 0) return sources.members;
    const range = node.range.map((member) => ({ label: member.name, value: member.uniqueId }));
    return () => range;
  }, [node.range, sources.members]);
  const name = approverFieldOf(node.nodeId);
  return (
    <Form.Item
      label={node.nodeName}
      name={name}
      extra={node.selectMode === 'multiple' ? '可选择多名审批人' : '选择一名审批人'}
    >
      <SchemaControl
        field={{
          name,
          label: node.nodeName,
          kind: 'member',
          multiple: node.selectMode === 'multiple',
          placeholder: '请选择审批人',
        }}
        sources={{ members }}
      />
    </Form.Item>
  );
}

/**
 * 发起审批's form: the version's fields rendered by the CRUD kit's schema form (with their checks and
 * amounts in their unit), opened with the fields' default values (the initiator may change them), a
 * 审批人 picker per 发起人自选 node, 提交 and 返回. A refusal shows on the field it names (a form field,
 * a node's 审批人) or above the form, and what was typed stays; closing the tab or going back with
 * something typed asks first.
 */
export function StartForm({ template, sources, upload, onSubmit, onBack }: StartFormProps) {
  const [form] = Form.useForm<StartFormValues>();
  const notifier = useService(Notifier);
  const refusal = useFormRefusal();
  const fields = useMemo(() => schemaFieldsOf(template.form), [template.form]);
  const defaults = useMemo(() => defaultValuesOf(template.form), [template.form]);
  // A ref, not state: the tab's close guard outlives this form (back to the templates) and must see it left.
  const dirty = useRef(false);
  useEffect(
    () => () => {
      dirty.current = false;
    },
    [],
  );
  const guard = useLeaveGuard(() => dirty.current);

  const back = async () => {
    if (dirty.current && !(await notifier.confirm(LEAVE_QUESTION))) return;
    dirty.current = false;
    onBack();
  };

  const submit = useChange({
    change: (values: StartFormValues) => {
      refusal.clear();
      return onSubmit(values);
    },
    form,
    fieldOfRefusal: (error) => startFieldOf(fieldOf(error)),
    refusal: (_message, error) => refusal.refuse(error, '提交失败，请稍后再试'),
    onSuccess: () => {
      dirty.current = false;
    },
  });
  const submitting = submit.busy;

  return (
    <section aria-label={`发起「${template.name}」`}>
      {guard}
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void back()} disabled={submitting}>
          返回
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {`发起「${template.name}」`}
        </Typography.Title>
      </Flex>
      {template.description && (
        <Typography.Paragraph type="secondary">{template.description}</Typography.Paragraph>
      )}
      <Form<StartFormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={defaults}
        onValuesChange={() => {
          dirty.current = true;
        }}
        onFinish={submit.run}
        scrollToFirstError
      >
        {refusal.alert}
        <SchemaForm fields={fields} sources={sources} upload={upload} disabled={submitting} />
        {template.chooserNodes.length > 0 && (
          <>
            <Divider titlePlacement="start">审批人</Divider>
            <Typography.Paragraph type="secondary">流程经过以下节点时，由您选择审批人。</Typography.Paragraph>
            {template.chooserNodes.map((node) => (
              <ApproverPicker key={node.nodeId} node={node} sources={sources} />
            ))}
          </>
        )}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={submitting}>
            提交
          </Button>
          <Button onClick={() => void back()} disabled={submitting}>
            取消
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
