import { RATE_WHOLE } from '@manifests/contracts/park-overview-constants';

/**
 * A rate of basis points as a person reads it, from its integer digits (no floating point):
 * 4 865 → `48.65%`, 10 000 → `100.00%`.
 */
export function formatRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const hundredths = String(basisPoints % 100).padStart(2, '0');
  return `${whole}.${hundredths}%`;
}

/** A rate as a chart plots it: percent (two decimals at most, what the chart's tooltip shows). */
export const chartPercent = (basisPoints: number): number => (basisPoints * 100) / RATE_WHOLE;

/** How a floor's cell is shaded: five steps of occupancy by area, 0 for a floor with no area. */
export function heatStep(basisPoints: number, area: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (area === 0) return 0;
  if (basisPoints >= 9_000) return 5;
  if (basisPoints >= 7_000) return 4;
  if (basisPoints >= 5_000) return 3;
  if (basisPoints >= 2_500) return 2;
  return 1;
}
