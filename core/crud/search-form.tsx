import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useService } from '../di/services-context';
import { UiTimings } from '../services/ui-timings';
import './crud.css';
import { SearchControl } from './search-control';
import { initialValuesOf, type ResolvedField } from './search-values';

/** How many fields show while the form is folded. */
export const FOLDED_FIELDS = 3;

/** The controls a `<label>` can name (the others carry their label as `aria-label` only). */
const LABELLED_KINDS = new Set(['text', 'select']);

/**
 * The search form of a list: its fields in a row, 查询 (sends what is typed) and 重置 (back to the
 * first values, sent at once), 展开/收起 past three fields. An `instant` field sends as soon as its
 * value settles (text after 500 ms) without waiting for 查询. Plain state, no form engine: nothing here
 * is validated, and antd's Form brought its engine, validator and grid (about 25 KiB gzip) to every
 * list page.
 */
export function SearchForm({
  fields,
  onSearch,
}: {
  fields: readonly ResolvedField[];
  onSearch(values: Record<string, unknown>): void;
}) {
  const idPrefix = useId();
  const settleMs = useService(UiTimings).searchSettleMs;
  const [expanded, setExpanded] = useState(false);
  // Folded fields are not rendered; their values stay here.
  const [values, setValues] = useState(() => initialValuesOf(fields));
  const current = useRef(values);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const foldable = fields.length > FOLDED_FIELDS;
  const shown = foldable && !expanded ? fields.slice(0, FOLDED_FIELDS) : fields;

  const send = (next: Record<string, unknown>) => {
    clearTimeout(typing.current);
    onSearch({ ...initialValuesOf(fields), ...next });
  };
  const change = (field: ResolvedField, value: unknown) => {
    const next = { ...current.current, [field.name]: value };
    current.current = next;
    setValues(next);
    if (!field.instant) return;
    clearTimeout(typing.current);
    if ((field.kind ?? 'text') === 'text') typing.current = setTimeout(() => send(current.current), settleMs);
    else send(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(current.current);
  };
  const reset = () => {
    const first = initialValuesOf(fields);
    current.current = first;
    setValues(first);
    send(first);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form for its submission (Enter in a field); <search> would need a form inside it all the same.
    <form role="search" className="atrium-search-form" onSubmit={submit}>
      {shown.map((field) => {
        const id = `${idPrefix}${field.name}`;
        const labelled = LABELLED_KINDS.has(field.kind ?? 'text') && !field.render;
        return (
          <div key={field.name} className="atrium-search-form__item">
            {labelled ? (
              <label htmlFor={id} className="atrium-search-form__label">
                {field.label}
              </label>
            ) : (
              <span className="atrium-search-form__label">{field.label}</span>
            )}
            <SearchControl
              field={field}
              id={labelled ? id : undefined}
              value={values[field.name]}
              onChange={(value) => change(field, value)}
            />
          </div>
        );
      })}
      <Flex gap={8}>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={reset}>重置</Button>
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
    </form>
  );
}
