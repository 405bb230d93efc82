import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { StaffField } from '../../api/staff-api';
import { customFieldRules, StaffLimits } from './staff-form-rules';

function inputOf(field: StaffField) {
  switch (field.kind) {
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={`请输入${field.label}`} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder={`请选择${field.label}`} />;
    case 'select':
      return (
        <Select
          allowClear
          placeholder={`请选择${field.label}`}
          options={field.options.map((option) => ({ label: option, value: option }))}
        />
      );
    default:
      return <Input placeholder={`请输入${field.label}`} maxLength={StaffLimits.customText} />;
  }
}

/** One custom staff field (员工字段配置) as a form item of its kind; required ones are marked. */
export function CustomFieldItem({ field }: { field: StaffField }) {
  return (
    <Form.Item
      label={field.label}
      name={['customFields', field.uniqueId]}
      required={field.required}
      rules={customFieldRules(field)}
    >
      {inputOf(field)}
    </Form.Item>
  );
}
