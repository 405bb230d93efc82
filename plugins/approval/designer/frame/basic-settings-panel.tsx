import { useService } from '@core';
import { DepartmentPicker, MemberPicker } from '@core/components';
import { useChange, useData } from '@core/data';
import { Alert, Button, Form, Input, Radio, Select, Switch } from 'antd';
import { ApprovalApi, type ConfiguredTemplate, type TemplateGroup } from '../../api/approval-api';
import { ApprovalTag, approvalRoleOptionsQuery } from '../../api/approval-queries';
import { TemplateGroupItem, TemplateIconItem, TemplateNameItem } from '../../components/template-fields';

interface SettingsValues {
  name: string;
  icon: string;
  groupUniqueId: string;
  description: string;
  who: 'everyone' | 'chosen';
  members: string[];
  departments: string[];
  roles: string[];
  enabled: boolean;
}

function initialValues(template: ConfiguredTemplate): SettingsValues {
  return {
    name: template.name,
    icon: template.icon,
    groupUniqueId: template.groupUniqueId ?? '',
    description: template.description,
    who: template.starters.everyone ? 'everyone' : 'chosen',
    members: template.starters.members ?? [],
    departments: template.starters.departments ?? [],
    roles: template.starters.roles ?? [],
    enabled: template.enabled,
  };
}

/**
 * 基础设置: name, icon, group, description, who may start it (everyone, or chosen members, departments
 * with their sub-departments and roles) and whether it is enabled — saved at once (not through the
 * draft, nothing is published).
 */
export function BasicSettingsPanel({
  template,
  groups,
  onSaved,
}: {
  template: ConfiguredTemplate;
  groups: readonly TemplateGroup[];
  onSaved(name: string): void;
}) {
  const api = useService(ApprovalApi);
  const [form] = Form.useForm<SettingsValues>();
  const who = Form.useWatch('who', form);
  const roles = useData(approvalRoleOptionsQuery, undefined, { enabled: who === 'chosen' });
  const save = useChange({
    change: (values: SettingsValues) =>
      api.saveTemplateSettings({
        uniqueId: template.uniqueId,
        name: values.name.trim(),
        icon: values.icon,
        groupUniqueId: values.groupUniqueId,
        description: values.description.trim(),
        starters:
          values.who === 'everyone'
            ? { everyone: true }
            : { members: values.members, departments: values.departments, roles: values.roles },
        enabled: values.enabled,
      }),
    invalidates: [ApprovalTag.templates],
    awaitReload: true,
    success: '基础设置已保存',
    form,
    refusal: 'inline',
    fallback: '保存失败，请稍后再试',
    onSuccess: (_saved, values) => onSaved(values.name.trim()),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      className="approval-designer__settings"
      initialValues={initialValues(template)}
      onFinish={save.run}
    >
      <TemplateNameItem />
      <TemplateIconItem />
      <TemplateGroupItem groups={groups} />
      <Form.Item name="description" label="说明" rules={[{ max: 100, message: '说明最多 100 个字' }]}>
        <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="who" label="谁可以发起">
        <Radio.Group
          options={[
            { label: '所有人', value: 'everyone' },
            { label: '指定成员、部门或角色', value: 'chosen' },
          ]}
        />
      </Form.Item>
      {who === 'chosen' && (
        <>
          <Form.Item name="members" label="成员">
            <MemberPicker multiple placeholder="请选择成员" />
          </Form.Item>
          <Form.Item name="departments" label="部门（含下级部门）">
            <DepartmentPicker multiple placeholder="请选择部门" />
          </Form.Item>
          <Form.Item name="roles" label="角色" extra="担任这些角色的成员可以发起">
            <Select
              mode="multiple"
              placeholder="请选择角色"
              loading={roles.isPending}
              optionFilterProp="title"
              options={(roles.data ?? []).map((role) => ({
                label: role.name,
                title: role.name,
                value: role.uniqueId,
              }))}
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
      {save.refusal && <Alert type="error" showIcon title={save.refusal} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={save.busy}>
        保存设置
      </Button>
    </Form>
  );
}
