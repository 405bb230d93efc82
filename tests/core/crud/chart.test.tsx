import { Chart } from '@core/crud/chart/chart';
import { chartOptionOf, chartSummaryOf, chartValueText, isEmptyChart } from '@core/crud/chart/chart-options';
import { paletteOf } from '@core/crud/chart/chart-palette';
import type { ChartData, ChartEngine, ChartLook } from '@core/crud/chart/chart-types';
import { act, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';

const look: ChartLook = {
  palette: ['#1890ff', '#ff0000'],
  text: '#000000e0',
  secondaryText: '#000000a6',
  line: '#f0f0f0',
  fontFamily: 'sans-serif',
};

const income: ChartData = {
  categories: ['1月', '2月', '3月'],
  series: [
    { name: '租金', values: [120_000, 80_050, 1_200_000] },
    { name: '物业费', values: [30_000, null, 45_000] },
  ],
};

describe('the chart’s option (pure)', () => {
  it.each([
    ['line', { xAxis: 'category', types: ['line', 'line'], legend: true }],
    ['bar', { xAxis: 'category', types: ['bar', 'bar'], legend: true }],
    ['pie', { xAxis: undefined, types: ['pie'], legend: true }],
  ] as const)('%s', (kind, expected) => {
    const option = chartOptionOf(kind, income, look, { format: 'money', reducedMotion: false }) as {
      xAxis?: { type: string };
      series: { type: string; data: unknown[] }[];
      legend?: object;
      color: string[];
      tooltip: { trigger: string; valueFormatter(value: number): string };
    };
    expect(option.xAxis?.type).toBe(expected.xAxis);
    expect(option.series.map((series) => series.type)).toEqual(expected.types);
    expect(option.legend !== undefined).toBe(expected.legend);
    expect(option.color).toEqual(look.palette);
    expect(option.tooltip.trigger).toBe(kind === 'pie' ? 'item' : 'axis');
    expect(option.tooltip.valueFormatter(1_200_000)).toBe('12,000.00 元');
    if (kind === 'pie')
      expect(option.series[0]!.data).toEqual([
        { name: '1月', value: 120_000 },
        { name: '2月', value: 80_050 },
        { name: '3月', value: 1_200_000 },
      ]);
    else expect(option.series[1]!.data).toEqual([30_000, null, 45_000]);
  });

  it('has no legend for one series and no animation when the member asked for less motion', () => {
    const one = { ...income, series: income.series.slice(0, 1) };
    const option = chartOptionOf('bar', one, look, { format: 'number', reducedMotion: true });
    expect(option.legend).toBeUndefined();
    expect(option.animation).toBe(false);
  });

  it.each([
    [{ categories: [], series: [{ name: 'a', values: [] }] }, true],
    [{ categories: ['1月'], series: [] }, true],
    [{ categories: ['1月', '2月'], series: [{ name: 'a', values: [null, null] }] }, true],
    [{ categories: ['1月'], series: [{ name: 'a', values: [0] }] }, false],
  ])('%j is empty: %s', (data, empty) => {
    expect(isEmptyChart(data)).toBe(empty);
  });

  it.each([
    [123_456, 'money', '1,234.56 元'],
    [-5, 'money', '-0.05 元'],
    [null, 'money', '—'],
    [12_345, 'number', '12,345'],
  ] as const)('reads %p as %s in %s', (value, format, text) => {
    expect(chartValueText(value, format)).toBe(text);
  });

  it('sums itself up in one sentence', () => {
    expect(chartSummaryOf('月度收入', 'bar', income, 'money')).toBe(
      '月度收入，柱状图，3 项；租金：最高 3月 12,000.00 元；物业费：最高 3月 450.00 元',
    );
    expect(chartSummaryOf('月度收入', 'pie', { categories: [], series: [] }, 'money')).toBe(
      '月度收入，饼图，暂无数据',
    );
  });

  it.each([
    ['#1890ff', 4],
    ['#F5222D', 3],
    ['#13c2c2', 1],
  ])('turns a palette of %s (its first colour) into %i distinct colours', (primary, count) => {
    const palette = paletteOf(primary, count);
    expect(palette).toHaveLength(count);
    expect(palette[0]).toBe(primary.toLowerCase());
    expect(new Set(palette).size).toBe(count);
    for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('falls back to antd’s blue for a colour it cannot read', () => {
    expect(paletteOf('not a colour', 2)[0]).toBe('#1677ff');
  });
});

/** An engine that draws nothing and records what the chart asked of it. */
function recordingEngine() {
  const calls: string[] = [];
  const options: Record<string, unknown>[] = [];
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const engine: ChartEngine = {
    init: () => {
      calls.push('init');
      return {
        setOption: (option) => {
          calls.push('setOption');
          options.push(option as Record<string, unknown>);
        },
        resize: () => calls.push('resize'),
        dispose: () => calls.push('dispose'),
      };
    },
  };
  const load = async () => {
    await ready;
    return engine;
  };
  return { calls, options, load, release };
}

describe('Chart', () => {
  let observed: (() => void)[] = [];
  const original = window.ResizeObserver;
  beforeEach(() => {
    observed = [];
    window.ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observed.push(this.callback);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    window.ResizeObserver = original;
  });

  it('shows a skeleton while the engine loads, then draws in the theme’s colour, resized and disposed', async () => {
    const engine = recordingEngine();
    const view = render(
      <ConfigProvider theme={{ token: { colorPrimary: '#722ed1' } }}>
        <Chart kind="bar" title="月度收入" data={income} valueFormat="money" engine={engine.load} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('status', { name: '月度收入加载中' })).toBeInTheDocument();
    expect(engine.calls).toEqual([]);
    await act(async () => engine.release());
    const figure = screen.getByRole('figure');
    expect(figure).toHaveAccessibleName(
      '月度收入，柱状图，3 项；租金：最高 3月 12,000.00 元；物业费：最高 3月 450.00 元',
    );
    const table = within(figure).getByRole('table', { name: '月度收入' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['项目租金物业费', '1月1,200.00 元300.00 元', '2月800.50 元—', '3月12,000.00 元450.00 元']);
    expect(engine.calls).toEqual(['init', 'setOption']);
    expect((engine.options[0]!.color as string[])[0]).toBe('#722ed1');
    act(() => {
      for (const callback of observed) callback();
    });
    expect(engine.calls.at(-1)).toBe('resize');
    view.unmount();
    expect(engine.calls.at(-1)).toBe('dispose');
  });

  it('draws new data on the same instance', async () => {
    const engine = recordingEngine();
    engine.release();
    const view = render(<Chart kind="line" title="月度收入" data={income} engine={engine.load} />);
    await act(async () => undefined);
    view.rerender(
      <Chart
        kind="line"
        title="月度收入"
        data={{ ...income, categories: ['4月', '5月', '6月'] }}
        engine={engine.load}
      />,
    );
    expect(engine.calls).toEqual(['init', 'setOption', 'setOption']);
    expect((engine.options[1]!.xAxis as { data: string[] }).data).toEqual(['4月', '5月', '6月']);
  });

  it('shows 暂无数据 when there is nothing to draw, without loading the engine', async () => {
    let asked = 0;
    const load = async () => {
      asked += 1;
      return recordingEngine().load();
    };
    render(<Chart kind="pie" title="房源状态" data={{ categories: [], series: [] }} engine={load} />);
    await act(async () => undefined);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('shows the data’s loading as loading, not as empty', async () => {
    const engine = recordingEngine();
    render(
      <Chart
        kind="bar"
        title="月度收入"
        data={{ categories: [], series: [] }}
        loading
        engine={engine.load}
      />,
    );
    expect(screen.getByRole('status', { name: '月度收入加载中' })).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('says so when the engine’s code cannot load', async () => {
    render(
      <Chart
        kind="bar"
        title="月度收入"
        data={income}
        engine={() => Promise.reject(new Error('ChunkLoadError'))}
      />,
    );
    expect(await screen.findByText('图表加载失败，请刷新后重试')).toBeInTheDocument();
  });
});
