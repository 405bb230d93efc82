import { Empty, Flex, Skeleton, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { chartOptionOf, chartSummaryOf, chartValueText, isEmptyChart } from './chart-options';
import { paletteOf } from './chart-palette';
import type {
  ChartData,
  ChartEngine,
  ChartInstance,
  ChartKind,
  ChartLook,
  ChartValueFormat,
} from './chart-types';

/** ECharts, in a chunk of its own (`chart`), asked for when the first chart renders, then kept. */
let loaded: Promise<ChartEngine> | undefined;
export const loadEcharts = (): Promise<ChartEngine> => {
  loaded ??= import(/* webpackChunkName: "chart" */ './chart-engine').then((module) => module.default);
  // A failed load (a dropped connection) is asked again by the next chart.
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
};

export interface ChartProps {
  kind: ChartKind;
  /** What the chart shows: its accessible name, the start of its summary and its data table's caption. */
  title: string;
  data: ChartData;
  /** The data is still loading: a skeleton in the chart's place. */
  loading?: boolean;
  /** How values read: numbers, or money in fen shown in 元; `number` by default. */
  valueFormat?: ChartValueFormat;
  /** In pixels; 300 by default. The width is the container's, followed as it changes. */
  height?: number;
  /** What draws it: ECharts (loaded on first use) unless given (a test's stand-in). */
  engine?: () => Promise<ChartEngine>;
}

/** The theme's look: antd's tokens (项目配置's colour included), so a chart repaints with the theme. */
function useChartLook(count: number): ChartLook {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      palette: paletteOf(token.colorPrimary, count),
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      line: token.colorBorderSecondary,
      fontFamily: token.fontFamily,
    }),
    [
      token.colorPrimary,
      token.colorText,
      token.colorTextSecondary,
      token.colorBorderSecondary,
      token.fontFamily,
      count,
    ],
  );
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The engine, once loaded (undefined until then, or after its load failed). */
function useEngine(load: () => Promise<ChartEngine>, wanted: boolean) {
  const [engine, setEngine] = useState<{ engine?: ChartEngine; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!wanted || engine.engine || engine.failed) return;
    let live = true;
    load().then(
      (found) => live && setEngine({ engine: found, failed: false }),
      () => live && setEngine({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, engine.engine, engine.failed]);
  return engine;
}

/**
 * A chart of the kit, drawn by ECharts with modular imports (line, bar and pie on the canvas
 * renderer; their code is a chunk of its own, loaded when a chart first renders, never with the
 * first screen). It shows a skeleton while the data or the engine loads and 暂无数据 when there is
 * nothing to draw; it is drawn in the theme's colour (a palette turned from it), follows its
 * container's width, and is disposed when it leaves. For assistive technology it is a figure named
 * by a one-sentence summary, with the data as a table out of sight.
 */
export function Chart({
  kind,
  title,
  data,
  loading = false,
  valueFormat = 'number',
  height = 300,
  engine = loadEcharts,
}: ChartProps) {
  const empty = isEmptyChart(data);
  const { engine: loadedEngine, failed } = useEngine(engine, !loading && !empty);
  const look = useChartLook(Math.max(kind === 'pie' ? data.categories.length : data.series.length, 1));
  const option = useMemo(
    () => chartOptionOf(kind, data, look, { format: valueFormat, reducedMotion: reducedMotion() }),
    [kind, data, look, valueFormat],
  );
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance>(undefined);
  const drawn = !loading && !empty && loadedEngine !== undefined;

  // One instance for as long as the chart is drawn; resized with its container, disposed after.
  useEffect(() => {
    const element = canvas.current;
    if (!drawn || !element || !loadedEngine) return;
    const instance = loadedEngine.init(element);
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => instance.resize()) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.current = undefined;
      instance.dispose();
    };
  }, [drawn, loadedEngine]);
  useEffect(() => {
    if (drawn) chart.current?.setOption(option, true);
  }, [drawn, option]);

  if (loading || (!empty && !loadedEngine && !failed))
    return (
      <div role="status" aria-label={`${title}加载中`} style={{ height }}>
        <Skeleton active paragraph={{ rows: Math.max(2, Math.floor(height / 48)) }} title={false} />
      </div>
    );
  if (empty || failed)
    return (
      <Flex align="center" justify="center" style={{ height }}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={failed ? '图表加载失败，请刷新后重试' : '暂无数据'}
        />
      </Flex>
    );
  return (
    <figure
      aria-label={chartSummaryOf(title, kind, data, valueFormat)}
      style={{ margin: 0, position: 'relative' }}
    >
      <div ref={canvas} aria-hidden="true" style={{ height, width: '100%' }} />
      <ChartTable kind={kind} title={title} data={data} format={valueFormat} />
    </figure>
  );
}

/** The chart's data as a table, out of sight: what a screen reader reads instead of the canvas. */
function ChartTable({
  kind,
  title,
  data,
  format,
}: {
  kind: ChartKind;
  title: string;
  data: ChartData;
  format: ChartValueFormat;
}) {
  const series = kind === 'pie' ? data.series.slice(0, 1) : data.series;
  return (
    <table style={VISUALLY_HIDDEN}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">项目</th>
          {series.map((one) => (
            <th key={one.name} scope="col">
              {one.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.categories.map((category, index) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((one) => (
              <td key={one.name}>{chartValueText(one.values[index], format)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
