import { ApiError, errorMessage } from '@core';
import { SchemaForm, type UploadedFile } from '@core/crud';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { MemberOption } from '../../api/organization-api';
import { ACTION_SPECS, type ActionInput, type DetailAction } from './action-kinds';

/** One intent: the action asked for and the request id its every retry carries. */
export interface ActionIntent {
  action: DetailAction;
  requestId: string;
}

interface DialogValues {
  comment?: string;
  target?: string;
  to?: string;
  attachments?: UploadedFile[];
}

const FIELDS_OF_REFUSAL = new Set(['comment', 'target', 'to', 'attachments']);
const ATTACHMENTS = [{ name: 'attachments', label: '附件', kind: 'attachment' as const, max: 9 }];

export interface ActionDialogProps {
  intent: ActionIntent | null;
  returnTargets: readonly { nodeId: string; nodeName: string }[];
  /** The members to choose from (转交, 加签); undefined while they load. */
  members: readonly MemberOption[] | undefined;
  upload: (file: File) => Promise<UploadedFile>;
  /** Sends the action; a refusal thrown is shown in the dialog, which stays open with what was typed. */
  onSubmit(intent: ActionIntent, input: ActionInput): Promise<void>;
  onClose(): void;
}

/**
 * The dialog of an action that asks something first: 意见 (required for 拒绝 and 终止), the node to
 * return to, the member to hand over or add, a comment's files. Ctrl+Enter sends from the text.
 */
export function ActionDialog({
  intent,
  returnTargets,
  members,
  upload,
  onSubmit,
  onClose,
}: ActionDialogProps) {
  const [form] = Form.useForm<DialogValues>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const spec = intent ? ACTION_SPECS[intent.action] : undefined;

  const send = async () => {
    if (!intent || sending) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSending(true);
    setRefusal(undefined);
    try {
      await onSubmit(intent, {
        comment: values.comment,
        target: values.target,
        to: values.to,
        attachments: values.attachments,
      });
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
      const field = error instanceof ApiError ? (error.data as { field?: unknown } | null)?.field : undefined;
      if (typeof field === 'string' && FIELDS_OF_REFUSAL.has(field))
        form.setFields([{ name: field as keyof DialogValues, errors: [errorMessage(error)] }]);
    } finally {
      setSending(false);
    }
  };

  const commentRules =
    intent?.action === 'comment'
      ? [
          {
            validator: (_: unknown, value?: string) =>
              value?.trim() || (form.getFieldValue('attachments') as UploadedFile[] | undefined)?.length
                ? Promise.resolve()
                : Promise.reject(new Error('请输入评论内容')),
          },
        ]
      : spec?.comment === 'required'
        ? [{ required: true, whitespace: true, message: `请填写${spec.label}的理由` }]
        : [];

  return (
    <Modal
      open={intent !== null}
      title={spec?.title}
      okText={spec?.label === '评论' ? '发表' : `确定${spec?.label ?? ''}`}
      cancelText="取消"
      okButtonProps={{ danger: spec?.danger, loading: sending }}
      onOk={send}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setRefusal(undefined);
      }}
      mask={{ closable: false }}
    >
      {/* A new intent starts empty; a retry of the same one keeps what was typed. */}
      <Form form={form} layout="vertical" key={intent?.requestId} preserve={false}>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} role="alert" />}
        {spec?.target && (
          <Form.Item name="target" label="退回到" rules={[{ required: true, message: '请选择退回的节点' }]}>
            <Select
              placeholder="请选择退回的节点"
              options={returnTargets.map((target) => ({ label: target.nodeName, value: target.nodeId }))}
            />
          </Form.Item>
        )}
        {spec?.member && (
          <Form.Item
            name="to"
            label={intent?.action === 'transfer' ? '转交给' : '加签成员'}
            rules={[{ required: true, message: '请选择成员' }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="请选择成员"
              loading={members === undefined}
              notFoundContent="没有匹配的成员"
              options={(members ?? []).map((member) => ({
                label: member.departments ? `${member.name}（${member.departments}）` : member.name,
                value: member.uniqueId,
              }))}
            />
          </Form.Item>
        )}
        {spec && spec.comment !== 'none' && (
          <Form.Item
            name="comment"
            label={
              intent?.action === 'comment'
                ? '评论内容'
                : spec.comment === 'required'
                  ? '理由'
                  : '意见（选填）'
            }
            rules={commentRules}
          >
            <Input.TextArea
              autoFocus
              maxLength={500}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder={spec.comment === 'required' ? `请填写${spec.label}的理由` : '可填写审批意见'}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
              }}
            />
          </Form.Item>
        )}
        {spec?.attachments && <SchemaForm fields={ATTACHMENTS} upload={upload} />}
      </Form>
    </Modal>
  );
}
