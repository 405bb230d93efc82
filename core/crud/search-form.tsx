import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useService } from '../di/services-context';
import { UiTimings } from '../services/ui-timings';
import { SearchControl } from './search-control';
import { initialValuesOf, type ResolvedField } from './search-values';

/** How many fields show while the form is folded. */
export const FOLDED_FIELDS = 3;

/**
 * The search form of a list: its fields in a row, 查询 (sends what is typed) and 重置 (back to the
 * first values, sent at once), 展开/收起 past three fields. An `instant` field sends as soon as its
 * value settles (text after 500 ms) without waiting for 查询.
 */
export function SearchForm({
  fields,
  onSearch,
}: {
  fields: readonly ResolvedField[];
  onSearch(values: Record<string, unknown>): void;
}) {
  const [form] = Form.useForm();
  const settleMs = useService(UiTimings).searchSettleMs;
  const [expanded, setExpanded] = useState(false);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const foldable = fields.length > FOLDED_FIELDS;
  const shown = foldable && !expanded ? fields.slice(0, FOLDED_FIELDS) : fields;

  const submit = () => {
    clearTimeout(typing.current);
    onSearch({ ...initialValuesOf(fields), ...form.getFieldsValue(true) });
  };
  const onValuesChange = (changed: Record<string, unknown>) => {
    const instant = fields.filter((field) => field.instant && field.name in changed);
    if (instant.length === 0) return;
    const waits = instant.some((field) => (field.kind ?? 'text') === 'text');
    clearTimeout(typing.current);
    if (waits) typing.current = setTimeout(submit, settleMs);
    else submit();
  };

  return (
    <Form
      form={form}
      layout="inline"
      role="search"
      initialValues={initialValuesOf(fields)}
      onValuesChange={onValuesChange}
      onFinish={submit}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {/* Folded fields are not rendered; the form keeps their values (antd preserves them). */}
      {shown.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          <SearchControl field={field} />
        </Form.Item>
      ))}
      <Form.Item>
        <Flex gap={8}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                submit();
              }}
            >
              重置
            </Button>
          </Space>
          {foldable && (
            <Button
              type="link"
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? '收起' : '展开'}
            </Button>
          )}
        </Flex>
      </Form.Item>
    </Form>
  );
}
