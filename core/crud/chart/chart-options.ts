import { formatFen } from '../../format/money';
import type { ChartData, ChartKind, ChartLook, ChartValueFormat } from './chart-types';

const KIND_NAMES: Record<ChartKind, string> = { line: '折线图', bar: '柱状图', pie: '饼图' };

/** A value as the chart reads it: money in 元 with two decimals and thousands separated, or the number. */
export function chartValueText(value: number | null | undefined, format: ChartValueFormat): string {
  if (value === null || value === undefined) return '—';
  if (format === 'money') return `${formatFen(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} 元`;
  return value.toLocaleString('zh-CN');
}

/** Whether there is nothing to draw: no categories, no series, or no value anywhere. */
export function isEmptyChart(data: ChartData): boolean {
  return (
    data.categories.length === 0 ||
    !data.series.some((series) => series.values.some((value) => value !== null && value !== undefined))
  );
}

/** The series a chart draws: a pie only its first. */
const drawnSeries = (kind: ChartKind, data: ChartData) =>
  kind === 'pie' ? data.series.slice(0, 1) : data.series;

/**
 * What the chart says to assistive technology in one sentence: its title and kind, the series and
 * how many categories, and where each series peaks (`月度收入，柱状图，6 项；租金：最高 3 月 12,000.00 元`).
 */
export function chartSummaryOf(
  title: string,
  kind: ChartKind,
  data: ChartData,
  format: ChartValueFormat,
): string {
  if (isEmptyChart(data)) return `${title}，${KIND_NAMES[kind]}，暂无数据`;
  const peaks = drawnSeries(kind, data).map((series) => {
    let best = -1;
    series.values.forEach((value, index) => {
      if (value !== null && (best < 0 || value > (series.values[best] ?? Number.NEGATIVE_INFINITY)))
        best = index;
    });
    return `${series.name}：最高 ${data.categories[best] ?? ''} ${chartValueText(series.values[best], format)}`;
  });
  return `${title}，${KIND_NAMES[kind]}，${data.categories.length} 项；${peaks.join('；')}`;
}

const axisLabel = (look: ChartLook, format: ChartValueFormat) => ({
  color: look.secondaryText,
  // Money on the axis in 元 without decimals: the tooltip has the exact amount.
  formatter: (value: number) =>
    format === 'money' ? (value / 100).toLocaleString('zh-CN') : value.toLocaleString('zh-CN'),
});

/**
 * The ECharts option of a chart (pure: tested without a canvas). Colours from the theme's palette,
 * text in its colours and font; line and bar over a category axis (a legend when there are several
 * series), pie as a ring of the first series; tooltips in the value format; no animation for a member
 * who asked for reduced motion.
 */
export function chartOptionOf(
  kind: ChartKind,
  data: ChartData,
  look: ChartLook,
  options: { format: ChartValueFormat; reducedMotion: boolean },
): Record<string, unknown> {
  const { format } = options;
  const series = drawnSeries(kind, data);
  const common = {
    color: [...look.palette],
    animation: !options.reducedMotion,
    textStyle: { color: look.text, fontFamily: look.fontFamily },
    tooltip: {
      trigger: kind === 'pie' ? 'item' : 'axis',
      valueFormatter: (value: number | null) => chartValueText(value, format),
    },
  };
  if (kind === 'pie')
    return {
      ...common,
      legend: {
        bottom: 0,
        type: 'scroll',
        textStyle: { color: look.secondaryText },
        formatter: (name: string) =>
          `${name} ${chartValueText(series[0]?.values[data.categories.indexOf(name)], format)}`,
      },
      series: series.map((one) => ({
        type: 'pie',
        name: one.name,
        radius: ['40%', '66%'],
        center: ['50%', '45%'],
        // No names beside the slices (in a narrow card they run off its edges): the legend names each
        // slice with its value, the tooltip too.
        label: { show: false },
        data: data.categories.map((category, index) => ({
          name: category,
          value: one.values[index] ?? null,
        })),
      })),
    };
  return {
    ...common,
    legend: series.length > 1 ? { top: 0, textStyle: { color: look.secondaryText } } : undefined,
    grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: [...data.categories],
      boundaryGap: kind === 'bar',
      axisLine: { lineStyle: { color: look.line } },
      // A bar's category is what it is about (a building, a month): every one is named, a long name
      // broken onto a second line rather than every other label left out.
      axisLabel:
        kind === 'bar'
          ? { color: look.secondaryText, interval: 0, width: 84, overflow: 'break' as const }
          : { color: look.secondaryText },
    },
    yAxis: {
      type: 'value',
      splitLine: { lineStyle: { color: look.line } },
      axisLabel: axisLabel(look, format),
    },
    series: series.map((one) => ({
      type: kind,
      name: one.name,
      data: [...one.values],
      ...(kind === 'line' ? { smooth: true, symbolSize: 6 } : { barMaxWidth: 32 }),
    })),
  };
}
