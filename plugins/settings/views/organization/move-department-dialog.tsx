import { errorMessage } from '@core';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { type ComponentRef, useMemo, useRef, useState } from 'react';
import type { DepartmentNode } from '../../api/department-api';
import { parentChoices } from './department-tree-model';

/**
 * 移动到…: puts the department under another parent (as its last child). The choices leave out the
 * department itself and everything below it; the current parent is shown but cannot be chosen. A
 * refusal (a sibling of the same name there) is shown in the dialog and the choice stays.
 */
export function MoveDepartmentDialog({
  open,
  department,
  tree,
  onSubmit,
  onClose,
}: {
  open: boolean;
  department: DepartmentNode;
  tree: readonly DepartmentNode[];
  onSubmit(parentUniqueId: string): Promise<void>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ parentUniqueId: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const select = useRef<ComponentRef<typeof TreeSelect>>(null);
  const treeData = useMemo(() => parentChoices(tree, department), [tree, department]);

  async function submit({ parentUniqueId }: { parentUniqueId: string }) {
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await onSubmit(parentUniqueId);
    } catch (error) {
      setRefusal(errorMessage(error, '移动失败，请稍后再试'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      title={`移动部门「${department.name}」`}
      okText="移动"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      // The dialog takes focus as it opens; the parent choice is where the keyboard starts.
      afterOpenChange={(opened) => opened && select.current?.focus()}
      afterClose={() => setRefusal(undefined)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={() => setRefusal(undefined)}>
        <Form.Item
          name="parentUniqueId"
          label="新的上级部门"
          extra="部门将移到所选部门下，排在最后；不能移到它自身或其下级部门。"
          rules={[{ required: true, message: '请选择新的上级部门' }]}
        >
          <TreeSelect
            ref={select}
            autoFocus
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeData={treeData}
            treeDefaultExpandAll
            placeholder="选择上级部门"
            notFoundContent="没有匹配的部门"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
