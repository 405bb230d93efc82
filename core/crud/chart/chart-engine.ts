import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartEngine } from './chart-types';

// Only what the kit's charts draw: three chart types, their grid, legend and tooltip, and the
// canvas renderer. The whole `echarts` package is several times this (README: the chart chunk).
use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** ECharts, as the kit's `Chart` draws with it: its own chunk, loaded when a chart first renders. */
const echartsEngine: ChartEngine = {
  init: (element) => init(element, undefined, { renderer: 'canvas' }),
};

export default echartsEngine;
