import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Flex,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  Popconfirm,
  Select,
  Switch,
} from 'antd';
import type { StaffFieldDraft, StaffFieldKind } from '../../api/staff-api';

export const FieldLimits = { fields: 30, label: 20, options: 50, option: 30 } as const;

/** The member's fixed information: a custom field may not take these names (the server refuses them too). */
const RESERVED_LABELS = ['姓名', '手机号', '部门', '职位', '角色', '入职日期', '工号', '初始密码'];

export const FIELD_KIND_OPTIONS: { value: StaffFieldKind; label: string }[] = [
  { value: 'text', label: '文本' },
  { value: 'number', label: '数字' },
  { value: 'date', label: '日期' },
  { value: 'select', label: '下拉选择' },
];

export interface FieldConfigValues {
  fields: StaffFieldDraft[];
}

const labelRules = (form: FormInstance<FieldConfigValues>, index: number): FormRule[] => [
  { required: true, whitespace: true, message: '请输入字段名称' },
  { max: FieldLimits.label, message: `字段名称不能超过 ${FieldLimits.label} 个字符` },
  { pattern: /^[^<>]*$/, message: '字段名称不能包含尖括号' },
  {
    validator: (_rule, value: string | undefined) => {
      const label = (value ?? '').trim();
      const fields = form.getFieldValue('fields') as StaffFieldDraft[];
      if (RESERVED_LABELS.includes(label))
        return Promise.reject(new Error(`「${label}」是员工的固定信息，请换一个字段名称`));
      const clash =
        label !== '' && fields.some((field, other) => other !== index && field?.label?.trim() === label);
      return clash ? Promise.reject(new Error(`字段名称「${label}」重复`)) : Promise.resolve();
    },
  },
];

const optionRules = (label: string): FormRule[] => [
  {
    validator: (_rule, value: string[] | undefined) => {
      const options = (value ?? []).map((option) => option.trim()).filter(Boolean);
      const problem =
        options.length === 0
          ? `下拉字段「${label}」至少需要一个选项`
          : options.length > FieldLimits.options
            ? `选项不能超过 ${FieldLimits.options} 个`
            : options.find((option) => option.length > FieldLimits.option) !== undefined
              ? `每个选项不能超过 ${FieldLimits.option} 个字符`
              : options.find((option) => /[<>]/.test(option)) !== undefined
                ? '选项不能包含尖括号'
                : undefined;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/**
 * One custom field in 员工字段配置: its name, kind, options (select only; typed as tags) and whether it
 * is required, with 上移 / 下移 / 删除. Removing a saved field asks first, since members' values for
 * it stop showing once saved.
 */
export function StaffFieldRow({
  form,
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: FormInstance<FieldConfigValues>;
  /** The Form.List entry's name. */
  name: number;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(): void;
}) {
  const kind = Form.useWatch(['fields', name, 'kind'], form) as StaffFieldKind | undefined;
  const label = (Form.useWatch(['fields', name, 'label'], form) as string | undefined)?.trim();
  const saved = Boolean(form.getFieldValue(['fields', name, 'uniqueId']));
  const title = `字段 ${index + 1}${label ? `：${label}` : ''}`;
  const removeButton = (
    <Button
      type="text"
      danger
      size="small"
      icon={<DeleteOutlined />}
      aria-label={`删除${title}`}
      onClick={saved ? undefined : onRemove}
    />
  );
  return (
    <Card
      size="small"
      role="group"
      aria-label={title}
      title={title}
      extra={
        <Flex gap={4}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移${title}`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移${title}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          {saved ? (
            <Popconfirm
              title={`删除「${label || `字段 ${index + 1}`}」？`}
              description="保存后，员工已填写的这一项将不再显示。"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={onRemove}
            >
              {removeButton}
            </Popconfirm>
          ) : (
            removeButton
          )}
        </Flex>
      }
    >
      <Form.Item name={[name, 'uniqueId']} hidden>
        <Input />
      </Form.Item>
      <Flex gap={16} wrap align="start">
        <Form.Item
          label="字段名称"
          name={[name, 'label']}
          rules={labelRules(form, index)}
          style={{ width: 220 }}
        >
          <Input placeholder="例如：学历" maxLength={FieldLimits.label} />
        </Form.Item>
        <Form.Item label="类型" name={[name, 'kind']} style={{ width: 140 }}>
          <Select options={FIELD_KIND_OPTIONS} />
        </Form.Item>
        <Form.Item label="必填" name={[name, 'required']} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      {kind === 'select' && (
        <Form.Item
          label="选项"
          name={[name, 'options']}
          rules={optionRules(label || `字段 ${index + 1}`)}
          extra="输入选项后按回车添加，也可用逗号分隔"
          style={{ marginBottom: 0 }}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', '，']}
            placeholder="例如：本科"
            notFoundContent={null}
            suffixIcon={null}
          />
        </Form.Item>
      )}
    </Card>
  );
}
