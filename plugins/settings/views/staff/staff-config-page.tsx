import { PlusOutlined } from '@ant-design/icons';
import { useService } from '@core';
import { useLeaveGuard } from '@core/crud';
import { QueryState, useChange, useData } from '@core/data';
import { Alert, Button, Card, Empty, Flex, Form, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { SettingsTag, staffFieldsQuery } from '../../api/settings-queries';
import { StaffApi, type StaffField, type StaffFieldDraft } from '../../api/staff-api';
import { StaffPageLoading } from './page-states';
import { type FieldConfigValues, FieldLimits, StaffFieldRow } from './staff-field-row';

/** The list as 保存 sends it: trimmed names and options, options only for select fields. */
export function fieldDraftsOf(fields: readonly StaffFieldDraft[]): StaffFieldDraft[] {
  return fields.map((field) => ({
    ...(field.uniqueId ? { uniqueId: field.uniqueId } : {}),
    label: field.label.trim(),
    kind: field.kind,
    options:
      field.kind === 'select'
        ? [...new Set((field.options ?? []).map((option) => option.trim()).filter(Boolean))]
        : [],
    required: Boolean(field.required),
  }));
}

const newField = (): StaffFieldDraft => ({ label: '', kind: 'text', options: [], required: false });

/**
 * 员工字段配置 (/childsPage/configureForms): the organisation's custom staff fields, in the order the
 * forms show them. Edited as a whole and saved as a whole; a refusal shows above the list and the
 * edits stay. The fields are a query tagged `staff-fields`, fresh a while, and the form takes them
 * only as its first values: a kept-alive tab shown again, or a reload, leaves the edits alone.
 * Closing or leaving the tab with unsaved edits asks first (`useLeaveGuard`).
 */
const StaffConfigPage = observer(function StaffConfigPage() {
  const fields = useData(staffFieldsQuery, undefined);
  return (
    <QueryState query={fields} errorTitle="员工字段加载失败" loading={<StaffPageLoading />}>
      {(initial) => <StaffFieldsForm initial={initial} />}
    </QueryState>
  );
});

const StaffFieldsForm = observer(function StaffFieldsForm({ initial }: { initial: StaffField[] }) {
  const api = useService(StaffApi);
  const [form] = Form.useForm<FieldConfigValues>();
  // Edited since the fields were loaded or last saved (a ref: the guard reads it when asked).
  const edited = useRef(false);
  const guard = useLeaveGuard(() => edited.current);
  const save = useChange({
    change: (values: FieldConfigValues) => api.saveFields(fieldDraftsOf(values.fields ?? [])),
    invalidates: [SettingsTag.staffFields, SettingsTag.staff],
    success: '员工字段已保存',
    form,
    refusal: 'inline',
    fallback: '保存失败，请稍后再试',
    onSuccess: (saved) => {
      form.setFieldsValue({ fields: saved });
      edited.current = false;
    },
  });

  return (
    <div style={{ padding: 24 }}>
      {guard}
      <Card title="员工字段配置">
        <Typography.Paragraph type="secondary">
          这些字段会出现在新增、编辑员工的表单和员工详情中，顺序与此处一致；最多 {FieldLimits.fields}{' '}
          个。修改在点击「保存」后生效。
        </Typography.Paragraph>
        <Form<FieldConfigValues>
          form={form}
          layout="vertical"
          initialValues={{ fields: initial }}
          onFinish={save.run}
          onValuesChange={() => {
            edited.current = true;
            save.dismiss();
          }}
          scrollToFirstError
        >
          {save.refusal && (
            <Alert type="error" showIcon role="alert" title={save.refusal} style={{ marginBottom: 16 }} />
          )}
          <Form.List name="fields">
            {(entries, { add, remove, move }) => (
              <Flex vertical gap={12}>
                {entries.length === 0 && (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有自定义字段" />
                )}
                {entries.map((entry, index) => (
                  <StaffFieldRow
                    key={entry.key}
                    form={form}
                    name={entry.name}
                    index={index}
                    count={entries.length}
                    onMove={move}
                    onRemove={() => remove(entry.name)}
                  />
                ))}
                <div>
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={entries.length >= FieldLimits.fields}
                    onClick={() => add(newField())}
                  >
                    新增字段
                  </Button>
                  {entries.length >= FieldLimits.fields && (
                    <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                      最多 {FieldLimits.fields} 个字段
                    </Typography.Text>
                  )}
                </div>
              </Flex>
            )}
          </Form.List>
          <Button type="primary" htmlType="submit" loading={save.busy} style={{ marginTop: 24 }}>
            保存
          </Button>
        </Form>
      </Card>
    </div>
  );
});

export default StaffConfigPage;
