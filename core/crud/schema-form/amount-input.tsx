// The field alone: `Input` from 'antd' brings TextArea, Search, OTP and Group with it.
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { type AmountUnit, formatAmountIn, isMalformedAmount, parseAmountIn } from '../../format/money';

/**
 * An amount typed in yuan (or 万元, `unit`), held in cents: the text stays as typed while it means the value held (so
 * `12.` can become `12.5`), and is written with two decimals once the field is left. What is not an
 * amount is held as NaN, which the field's rule refuses.
 */
export function AmountInput({
  id,
  value,
  onChange,
  placeholder,
  disabled,
  unit = '元',
  'aria-label': ariaLabel,
}: {
  id?: string;
  value?: number | null;
  onChange?: (cents: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  unit?: AmountUnit;
  'aria-label'?: string;
}) {
  const shown = typeof value === 'number' && Number.isSafeInteger(value) ? formatAmountIn(value, unit) : '';
  const [text, setText] = useState(shown);
  // The held value changed from outside (reset, initial values): show it.
  const parsed = parseAmountIn(text, unit);
  const current =
    isMalformedAmount(value) || (text === '' && value == null) || parsed === value ? text : shown;
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      prefix={unit === '元' ? '¥' : undefined}
      suffix={unit === '元' ? undefined : unit}
      inputMode="decimal"
      placeholder={placeholder}
      disabled={disabled}
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        onChange?.(next.trim() === '' ? undefined : (parseAmountIn(next, unit) ?? Number.NaN));
      }}
      onBlur={() => {
        if (typeof value === 'number' && Number.isSafeInteger(value)) setText(formatAmountIn(value, unit));
      }}
    />
  );
}
