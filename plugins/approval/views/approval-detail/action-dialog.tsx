import { ApiError } from '@core';
import { MemberPicker } from '@core/components';
import { SchemaForm, type UploadedFile } from '@core/crud';
import { useChange } from '@core/data';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
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
  upload: (file: File) => Promise<UploadedFile>;
  /** Sends the action; a refusal thrown is shown in the dialog, which stays open with what was typed. */
  onSubmit(intent: ActionIntent, input: ActionInput): Promise<unknown>;
  onClose(): void;
}

/**
 * The dialog of an action that asks something first: 意见 (required for 拒绝 and 终止), the node to
 * return to, the member to hand over or add (among the organisation's), a comment's files. Ctrl+Enter
 * sends from the text.
 */
export function ActionDialog({ intent, returnTargets, upload, onSubmit, onClose }: ActionDialogProps) {
  const [form] = Form.useForm<DialogValues>();
  const [refusal, setRefusal] = useState<string>();
  const spec = intent ? ACTION_SPECS[intent.action] : undefined;
  const submit = useChange({
    change: ({ asked, values }: { asked: ActionIntent; values: DialogValues }) =>
      onSubmit(asked, {
        comment: values.comment,
        target: values.target,
        to: values.to,
        attachments: values.attachments,
      }),
    // The reason above the fields, and on the field it names too.
    refusal: (message, error) => {
      setRefusal(message);
      const field = error instanceof ApiError ? (error.data as { field?: unknown } | null)?.field : undefined;
      if (typeof field === 'string' && FIELDS_OF_REFUSAL.has(field))
        form.setFields([{ name: field as keyof DialogValues, errors: [message] }]);
    },
    onSuccess: onClose,
  });
  const sending = submit.busy;

  const send = async () => {
    if (!intent || sending) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setRefusal(undefined);
    await submit.run({ asked: intent, values });
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
            <MemberPicker placeholder="请选择成员" />
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
