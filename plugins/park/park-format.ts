import { formatFen } from '@core';
import { formatAmountIn } from '@manifests/contracts/amount-units';

/**
 * An area of hundredths of a m² as a person reads it: the amounts' exact digits (never through
 * floating point), the whole part grouped by thousands: 1 234 567 → `12,345.67 m²`.
 */
export function formatArea(hundredths: number): string {
  // Grouped as the charts group money (core/crud/chart/chart-options.ts): two decimals end the string.
  return `${formatAmountIn(hundredths).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} m²`;
}

/** A reference rent of fen per m² per month: 12 000 → `120.00 元/m²·月`. */
export function formatRent(fenPerSquareMetre: number): string {
  return `${formatFen(fenPerSquareMetre)} 元/m²·月`;
}
