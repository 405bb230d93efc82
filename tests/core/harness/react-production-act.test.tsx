// The page tests run on React's production build with the harness's own `act`
// (tests/support/react-production/): what they rely on from it, checked directly.
import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Counts to 3, one effect-made update at a time. */
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count < 3) setCount(count + 1);
  }, [count]);
  return <output>{count}</output>;
}

/** Shows a text the test sets from outside through `messageSetter.show`. */
const messageSetter: { show: (text: string) => void } = { show: () => undefined };
function Message({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  messageSetter.show = setText;
  return <p>{text}</p>;
}

/** Says 已加载 after a timer, outside any act. */
function Later() {
  const [text, setText] = useState('加载中');
  useEffect(() => {
    const timer = setTimeout(() => setText('已加载'), 10);
    return () => clearTimeout(timer);
  }, []);
  return <p>{text}</p>;
}

type ViewModule = { default: () => React.JSX.Element };

// `REACT_DEVELOPMENT_BUILD=1` runs the suites on React's development build and its own `act`.
const describeProductionBuild = process.env.REACT_DEVELOPMENT_BUILD ? describe.skip : describe;

describeProductionBuild("the page tests' React", () => {
  it('is the production build, with an act', () => {
    // The development build alone exports captureOwnerStack.
    expect((React as Record<string, unknown>).captureOwnerStack).toBeUndefined();
    expect(typeof React.act).toBe('function');
  });

  it('commits a render, its effects and the updates they make before act returns', () => {
    render(<Counter />);
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('commits updates made while an async act awaited, once it resolves', async () => {
    render(<Message initial="…" />);
    await act(async () => {
      await Promise.resolve();
      messageSetter.show('已保存');
    });
    expect(screen.getByText('已保存')).toBeInTheDocument();
  });

  it('runs an update made outside act on its own, as in a browser', async () => {
    render(<Later />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    // Nothing here runs act: the timer's update reaches the page through the scheduler alone.
    expect(await screen.findByText('已加载')).toBeInTheDocument();
  });

  it('shows lazily loaded content without holding it back after the fallback', async () => {
    let resolveView: (view: ViewModule) => void = () => undefined;
    const View = lazy(() => new Promise<ViewModule>((resolve) => (resolveView = resolve)));
    render(
      <Suspense fallback={<p>正在加载</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('正在加载')).toBeInTheDocument();
    const started = performance.now();
    resolveView({ default: () => <p>视图</p> });
    await screen.findByText('视图');
    // React's 300 ms fallback throttle would show here as a wait of about 300 ms.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('hands on what a failing act held, so the page still settles', async () => {
    render(<Message initial="原文" />);
    await expect(
      act(async () => {
        messageSetter.show('新文');
        throw new Error('失败');
      }),
    ).rejects.toThrow('失败');
    expect(await screen.findByText('新文')).toBeInTheDocument();
  });
});
