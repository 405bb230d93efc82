import { useChange } from '@core/data';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { type ComponentRef, useMemo, useRef } from 'react';
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
  onSubmit(parentUniqueId: string): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ parentUniqueId: string }>();
  const submit = useChange({
    change: ({ parentUniqueId }: { parentUniqueId: string }) => onSubmit(parentUniqueId),
    refusal: 'inline',
    fallback: '移动失败，请稍后再试',
  });
  const select = useRef<ComponentRef<typeof TreeSelect>>(null);
  const treeData = useMemo(() => parentChoices(tree, department), [tree, department]);

  return (
    <Modal
      open={open}
      title={`移动部门「${department.name}」`}
      okText="移动"
      cancelText="取消"
      confirmLoading={submit.busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      // The dialog takes focus as it opens; the parent choice is where the keyboard starts.
      afterOpenChange={(opened) => opened && select.current?.focus()}
      afterClose={submit.dismiss}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {submit.refusal && <Alert type="error" showIcon title={submit.refusal} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit.run} onValuesChange={submit.dismiss}>
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
