import { errorMessage } from '@core';
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
  onRemove(template: ConfiguredTemplate): Promise<void>;
  onClose(): void;
}) {
  const [removing, setRemoving] = useState(false);
  // The refusal of the template it was given for (another template opens the dialog without it).
  const [refused, setRefused] = useState<{ uniqueId: string; message: string }>();
  const refusal = refused && refused.uniqueId === template?.uniqueId ? refused.message : undefined;
  const confirm = async () => {
    if (!template) return;
    setRemoving(true);
    try {
      await onRemove(template);
    } catch (error) {
      setRefused({ uniqueId: template.uniqueId, message: errorMessage(error, '删除失败，请稍后再试') });
    } finally {
      setRemoving(false);
    }
  };
  return (
    <Modal
      open={template !== undefined}
      title="删除审批"
      okText="删除"
      okButtonProps={{ danger: true, disabled: refusal !== undefined }}
      confirmLoading={removing}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>确定删除「{template?.name}」吗？删除后成员不能再发起它，已有的审批记录仍可查看。</p>
      {refusal && <Alert type="error" showIcon title="无法删除" description={refusal} />}
    </Modal>
  );
}
