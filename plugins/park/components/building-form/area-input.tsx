import { formatAmountIn, parseAmountIn } from '@manifests/contracts/amount-units';
import { Input } from 'antd';
import { useState } from 'react';

/**
 * An area typed in m² with up to two decimals, held as an integer of hundredths (12 050 is 120.50 m²),
 * converted through the digits (never floating point); what is not an area is held as NaN, which the
 * field's rule refuses. The text stays as typed while it means the value held.
 */
export function AreaInput({
  id,
  value,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
}: {
  id?: string;
  value?: number | null;
  onChange?: (hundredths: number | undefined) => void;
  placeholder?: string;
  'aria-label'?: string;
}) {
  const shown = typeof value === 'number' && Number.isSafeInteger(value) ? formatAmountIn(value) : '';
  const [text, setText] = useState(shown);
  const parsed = parseAmountIn(text);
  const malformed = typeof value === 'number' && Number.isNaN(value);
  const current = malformed || (text === '' && value == null) || parsed === value ? text : shown;
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      suffix="m²"
      inputMode="decimal"
      placeholder={placeholder}
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        onChange?.(next.trim() === '' ? undefined : (parseAmountIn(next) ?? Number.NaN));
      }}
      onBlur={() => {
        if (typeof value === 'number' && Number.isSafeInteger(value)) setText(formatAmountIn(value));
      }}
    />
  );
}
