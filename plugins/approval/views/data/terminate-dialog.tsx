import { useService } from '@core';
import { useChange } from '@core/data';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApprovalApi, type ApprovalDataRow, newRequestId } from '../../api/approval-api';
import { ApprovalTag } from '../../api/approval-queries';

const COMMENT_MAX = 500;

/**
 * 终止 of a running or returned approval (审批数据管理's administrators): why is required and goes
 * into the timeline. A refusal (decided meanwhile, say) shows in the dialog with the reason kept; a
 * retry of the same 终止 carries the same request id. Success reloads every list of approvals.
 */
export function TerminateDialog({
  approval,
  onDone,
  onClose,
}: {
  /** The approval to end; none: closed. */
  approval: ApprovalDataRow | undefined;
  onDone(approval: ApprovalDataRow): void;
  onClose(): void;
}) {
  const api = useService(ApprovalApi);
  const [form] = Form.useForm<{ comment: string }>();
  // One 终止 per opening of the dialog: its retries are the same request.
  const [intent, setIntent] = useState<{ uniqueId: string; requestId: string }>();
  const requestIdOf = (uniqueId: string) => {
    if (intent?.uniqueId === uniqueId) return intent.requestId;
    const next = { uniqueId, requestId: newRequestId() };
    setIntent(next);
    return next.requestId;
  };

  const terminate = useChange({
    change: ({ approval, comment }: { approval: ApprovalDataRow; comment: string }) =>
      api.terminate(approval.uniqueId, comment.trim(), requestIdOf(approval.uniqueId)),
    invalidates: [ApprovalTag.approvals],
    awaitReload: true,
    success: (_done, { approval }) => `已终止「${approval.title}」`,
    refusal: 'inline',
    fallback: '终止失败，请稍后再试',
    onSuccess: (_done, { approval }) => onDone(approval),
  });
  const submit = ({ comment }: { comment: string }) => {
    if (approval) void terminate.run({ approval, comment });
  };

  return (
    <Modal
      open={approval !== undefined}
      title="终止审批"
      okText="终止"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={terminate.busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        terminate.dismiss();
        setIntent(undefined);
      }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {terminate.refusal && (
        <Alert type="error" showIcon role="alert" title={terminate.refusal} style={{ marginBottom: 16 }} />
      )}
      {approval && (
        <p style={{ marginTop: 0 }}>
          终止后「{approval.title}」（{approval.serialNo}）不再流转，待办的审批人将无法处理。
        </p>
      )}
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={terminate.dismiss}>
        <Form.Item
          name="comment"
          label="终止原因"
          rules={[
            { required: true, whitespace: true, message: '请输入终止原因' },
            { max: COMMENT_MAX, message: `终止原因最多 ${COMMENT_MAX} 个字` },
          ]}
        >
          <Input.TextArea
            autoFocus
            maxLength={COMMENT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="请输入终止原因，将记录在审批动态中"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
