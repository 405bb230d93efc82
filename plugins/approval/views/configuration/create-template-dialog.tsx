import { useChange } from '@core/data';
import { Alert, Form, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import type { ConfiguredTemplate, TemplateCreateBody, TemplateGroup } from '../../api/approval-api';
import { TemplateGroupItem, TemplateIconItem, TemplateNameItem } from '../../components/template-fields';
import { TEMPLATE_ICONS } from '../../components/template-icon';

interface CreateValues {
  name: string;
  groupUniqueId: string;
  icon: string;
  way: 'blank' | 'copy';
  copyFrom?: string;
}

/**
 * 新建审批: its name, group and icon, blank or a copy of an existing template's form and flow (its
 * draft when it has one). Saved unpublished; the designer opens on it.
 */
export function CreateTemplateDialog({
  open,
  groups,
  templates,
  initialGroup,
  onCreate,
  onClose,
}: {
  open: boolean;
  groups: readonly TemplateGroup[];
  templates: readonly ConfiguredTemplate[];
  initialGroup: string | undefined;
  onCreate(body: TemplateCreateBody): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<CreateValues>();
  const create = useChange({ change: onCreate, refusal: 'inline', fallback: '创建失败，请稍后再试' });
  const way = Form.useWatch('way', form);
  const { dismiss } = create;
  useEffect(() => {
    if (open) dismiss();
  }, [open, dismiss]);

  const submit = async () => {
    const values = await form.validateFields();
    await create.run({
      name: values.name.trim(),
      groupUniqueId: values.groupUniqueId,
      icon: values.icon,
      ...(values.way === 'copy' && values.copyFrom ? { copyFrom: values.copyFrom } : {}),
    });
  };

  return (
    <Modal
      open={open}
      title="新建审批"
      okText="创建并设计"
      confirmLoading={create.busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          way: 'blank',
          icon: TEMPLATE_ICONS[0]?.name,
          groupUniqueId: initialGroup ?? groups[0]?.uniqueId,
        }}
      >
        <TemplateNameItem placeholder="如：出差申请" />
        <TemplateGroupItem groups={groups} placeholder="请选择分组" />
        <TemplateIconItem />
        <Form.Item name="way" label="创建方式">
          <Radio.Group
            options={[
              { label: '空白审批', value: 'blank' },
              { label: '复制已有审批', value: 'copy' },
            ]}
          />
        </Form.Item>
        {way === 'copy' && (
          <Form.Item
            name="copyFrom"
            label="复制自"
            rules={[{ required: true, message: '请选择要复制的审批' }]}
          >
            <Select
              showSearch
              optionFilterProp="title"
              placeholder="请选择要复制的审批"
              options={templates.map((template) => ({
                label: template.name,
                title: template.name,
                value: template.uniqueId,
              }))}
            />
          </Form.Item>
        )}
      </Form>
      {create.refusal && <Alert type="error" showIcon title={create.refusal} />}
    </Modal>
  );
}
