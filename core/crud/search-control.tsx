import { Radio, Select } from 'antd';
// The field alone: `Input` from 'antd' brings TextArea, Search, OTP and Group to every list page.
import Input from 'antd/es/input/Input';
import { Suspense } from 'react';
import { componentOf } from '../routing/view-loading';
import { type AmountRangeValue, SearchAmountRange } from './search-amount-range';
import type { SearchDateControlProps } from './search-date-types';
import type { ResolvedField } from './search-values';

const loadDateControl = () => import(/* webpackChunkName: "search-dates" */ './search-date-control');

/** The date pickers, loaded when a list searches by date; a disabled box of their size until then. */
function DateControl(props: SearchDateControlProps) {
  const Loaded = componentOf<SearchDateControlProps>(loadDateControl);
  return (
    <Suspense
      fallback={
        <Input disabled aria-label={props['aria-label']} style={{ width: props.range ? 256 : 160 }} />
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}

/** The control of one search field (value and onChange from the search form; `id` for its label). */
export function SearchControl({
  field,
  id,
  value,
  onChange,
}: {
  field: ResolvedField;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  const common = { 'aria-label': field.ariaLabel ?? field.label, ...(id && { id }) };
  if (field.render) return field.render({ ...common, value, onChange, placeholder: field.placeholder });
  switch (field.kind ?? 'text') {
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          placeholder={field.placeholder ?? '请选择'}
          options={field.options}
          value={value}
          onChange={(next) => onChange?.(next)}
          style={{ minWidth: 160 }}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          {...common}
          optionType="button"
          options={field.options?.map((option) => ({ label: option.label, value: option.value }))}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'amountRange':
      return (
        <SearchAmountRange {...common} value={value as AmountRangeValue | undefined} onChange={onChange} />
      );
    case 'date':
    case 'dateRange':
      return <DateControl {...common} range={field.kind === 'dateRange'} value={value} onChange={onChange} />;
    default:
      return (
        <Input
          {...common}
          allowClear
          maxLength={64}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          value={value as string | undefined}
          onChange={(event) => onChange?.(event.target.value)}
          style={{ width: 240 }}
        />
      );
  }
}
