import { Form, Input, Select } from 'antd';
import type { TemplateGroup } from '../api/approval-api';
import { TEMPLATE_ICONS, TemplateIcon } from './template-icon';

/** The icons as a select's options, each shown beside its name. */
const ICON_OPTIONS = TEMPLATE_ICONS.map((icon) => ({
  value: icon.name,
  title: icon.label,
  label: (
    <span className="approval-config__icon-option">
      <TemplateIcon icon={icon.name} size={20} />
      {icon.label}
    </span>
  ),
}));

/**
 * A template's 审批名称, 分组 and 图标 as form items, one wording and one set of checks for 新建审批 and
 * 基础设置 alike (the server's: a name of at most 20 characters, a group chosen).
 */
export function TemplateNameItem({ placeholder }: { placeholder?: string }) {
  return (
    <Form.Item
      name="name"
      label="审批名称"
      rules={[
        { required: true, whitespace: true, message: '请输入审批名称' },
        { max: 20, message: '审批名称最多 20 个字' },
      ]}
    >
      <Input placeholder={placeholder} maxLength={20} showCount />
    </Form.Item>
  );
}

export function TemplateGroupItem({
  groups,
  placeholder,
}: {
  groups: readonly TemplateGroup[];
  placeholder?: string;
}) {
  return (
    <Form.Item name="groupUniqueId" label="分组" rules={[{ required: true, message: '请选择分组' }]}>
      <Select
        placeholder={placeholder}
        options={groups.map((group) => ({ label: group.name, value: group.uniqueId }))}
      />
    </Form.Item>
  );
}

export function TemplateIconItem() {
  return (
    <Form.Item name="icon" label="图标">
      <Select options={ICON_OPTIONS} />
    </Form.Item>
  );
}
