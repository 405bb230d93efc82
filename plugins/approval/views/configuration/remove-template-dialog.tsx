import { useChange } from '@core/data';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import type { ConfiguredTemplate } from '../../api/approval-api';

/**
 * 删除审批's confirmation. The server refuses while approvals on the template run (and for a system
 * template); its reason is shown here, the dialog kept open.
 */
export function RemoveTemplateDialog({
  template,
  onRemove,
  onClose,
}: {
  template: ConfiguredTemplate | undefined;
  onRemove(template: ConfiguredTemplate): Promise<unknown>;
  onClose(): void;
}) {
  // The refusal of the template it was given for (another template opens the dialog without it).
  const [refused, setRefused] = useState<{ uniqueId: string; message: string }>();
  const refusal = refused && refused.uniqueId === template?.uniqueId ? refused.message : undefined;
  const remove = useChange({
    change: onRemove,
    refusal: (message, _error, removed) => setRefused({ uniqueId: removed.uniqueId, message }),
    fallback: '删除失败，请稍后再试',
  });
  const confirm = () => {
    if (template) void remove.run(template);
  };
  return (
    <Modal
      open={template !== undefined}
      title="删除审批"
      okText="删除"
      okButtonProps={{ danger: true, disabled: refusal !== undefined }}
      confirmLoading={remove.busy}
      onOk={confirm}
      onCancel={onClose}
    >
      <p>确定删除「{template?.name}」吗？删除后成员不能再发起它，已有的审批记录仍可查看。</p>
      {refusal && <Alert type="error" showIcon title="无法删除" description={refusal} />}
    </Modal>
  );
}
