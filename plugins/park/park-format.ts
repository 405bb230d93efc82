import { formatFen } from '@core';

/**
 * An area of hundredths of a m² as a person reads it, written from the integer's digits (never through
 * floating point): 1 234 567 → `12,345.67 m²`.
 */
export function formatArea(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(hundredths))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${digits.slice(-2)} m²`;
}

/** A reference rent of fen per m² per month: 12 000 → `120.00 元/m²·月`. */
export function formatRent(fenPerSquareMetre: number): string {
  return `${formatFen(fenPerSquareMetre)} 元/m²·月`;
}
