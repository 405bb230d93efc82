/** The charts the kit draws. */
export type ChartKind = 'line' | 'bar' | 'pie';

/** One series: a name and a value per category (null where it has none). */
export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
}

/**
 * What a chart shows: the categories along the axis (line, bar) or the slices (pie), and the series
 * over them (a pie draws the first).
 */
export interface ChartData {
  categories: readonly string[];
  series: readonly ChartSeries[];
}

/** How values read (axis, tooltip, the data table): plain numbers, or money in fen shown in 元. */
export type ChartValueFormat = 'number' | 'money';

/** What the chart takes from the theme: the palette (its first colour the theme's) and the text colours. */
export interface ChartLook {
  palette: readonly string[];
  text: string;
  secondaryText: string;
  line: string;
  fontFamily: string;
}

/** A drawn chart, as the engine gives it (ECharts' instance, or a test's stand-in). */
export interface ChartInstance {
  setOption(option: object, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
}

/** What draws the charts: ECharts in the browser (`chart-engine.ts`, loaded on first use). */
export interface ChartEngine {
  init(element: HTMLElement): ChartInstance;
}
