import { Flex } from 'antd';
import { AmountInput } from './schema-form/amount-input';

/** An amount range as the search form holds it: fen, either end open (NaN while what is typed is no amount). */
export interface AmountRangeValue {
  min?: number;
  max?: number;
}

/**
 * An amount-range search field: two amounts typed in 元 (held in fen), 至 between them, each named
 * for assistive technology (`合同金额最小值`, `合同金额最大值`). The server refuses a minimum above the
 * maximum (the contract's `AmountRange`), and the list shows its reason.
 */
export function SearchAmountRange({
  value,
  onChange,
  'aria-label': label,
}: {
  value?: AmountRangeValue;
  onChange?: (value: AmountRangeValue) => void;
  'aria-label': string;
}) {
  const change = (end: keyof AmountRangeValue, fen: number | undefined) =>
    onChange?.({ ...value, [end]: fen });
  return (
    <Flex role="group" aria-label={label} align="center" gap={4} style={{ width: 256 }}>
      <AmountInput
        aria-label={`${label}最小值`}
        placeholder="最小值"
        value={value?.min}
        onChange={(fen) => change('min', fen)}
      />
      <span aria-hidden="true">至</span>
      <AmountInput
        aria-label={`${label}最大值`}
        placeholder="最大值"
        value={value?.max}
        onChange={(fen) => change('max', fen)}
      />
    </Flex>
  );
}
