import { DatePicker } from 'antd';
import type { SearchDateControlProps } from './search-date-types';

/**
 * A date or date-range search field: antd's pickers (with @rc-component/picker, about 33 KiB gzip)
 * load only for lists that search by date, not with every list (issue 17).
 */
export default function SearchDateControl({ range, value, onChange, ...common }: SearchDateControlProps) {
  return range ? (
    <DatePicker.RangePicker {...common} value={value as never} onChange={(next) => onChange?.(next)} />
  ) : (
    <DatePicker {...common} value={value as never} onChange={(next) => onChange?.(next)} />
  );
}
