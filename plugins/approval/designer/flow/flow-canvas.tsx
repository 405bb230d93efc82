import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { FlowNode } from '@manifests/contracts/approval-flow';
import { Button, Space } from 'antd';
import { type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CanvasZoomContext } from './designer-context';
import { FlowChain } from './flow-chain';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
const ZOOM_STEP = 0.1;

/** A zoom kept within 50–300 %, in whole percent. */
export const clampZoom = (zoom: number) =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 100) / 100));

/**
 * The canvas: zoom (50–300 %, buttons or Ctrl + wheel) and pan (drag the background, or scroll) over
 * the flow drawn from 发起人 down to 流程结束.
 */
export function FlowCanvas({ flow }: { flow: FlowNode }) {
  const [zoom, setZoom] = useState(1);
  const zoomRef = useRef(zoom);
  useLayoutEffect(() => {
    zoomRef.current = zoom;
  }, [zoom]);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    // Only the background pans: cards, buttons and inputs keep their own clicks.
    if (target.closest('.atrium-flow-card, button, input, .ant-select, .atrium-flow-router__top')) return;
    const box = viewport.current;
    if (!box) return;
    drag.current = { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop };
    box.classList.add('atrium-flow-canvas__viewport--panning');
  };
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = viewport.current;
    if (!start || !box) return;
    box.scrollLeft = start.left - (event.clientX - start.x);
    box.scrollTop = start.top - (event.clientY - start.y);
  };
  const onMouseUp = () => {
    drag.current = null;
    viewport.current?.classList.remove('atrium-flow-canvas__viewport--panning');
  };
  // A wide flow opens centred on its start, as it is drawn from the middle.
  useEffect(() => {
    const box = viewport.current;
    if (box) box.scrollLeft = Math.max(0, (box.scrollWidth - box.clientWidth) / 2);
  }, []);

  // Ctrl + wheel zooms instead of the page: a listener that may prevent the default (React's is passive).
  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    const onWheel = (event: globalThis.WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      setZoom((current) => clampZoom(current + (event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP)));
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, []);

  return (
    <div className="atrium-flow-canvas">
      <div className="atrium-flow-canvas__toolbar">
        <Space.Compact>
          <Button
            icon={<MinusOutlined />}
            aria-label="缩小"
            disabled={zoom <= ZOOM_MIN}
            onClick={() => setZoom((current) => clampZoom(current - ZOOM_STEP))}
          />
          <Button aria-label="恢复原始大小" onClick={() => setZoom(1)}>
            {`${Math.round(zoom * 100)}%`}
          </Button>
          <Button
            icon={<PlusOutlined />}
            aria-label="放大"
            disabled={zoom >= ZOOM_MAX}
            onClick={() => setZoom((current) => clampZoom(current + ZOOM_STEP))}
          />
        </Space.Compact>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging the background pans; keys scroll it as any scrolling box */}
      <div
        ref={viewport}
        className="atrium-flow-canvas__viewport"
        data-testid="flow-canvas"
        onMouseDown={onMouseDown}
        onMouseMove={onMouseMove}
        onMouseUp={onMouseUp}
        onMouseLeave={onMouseUp}
      >
        <div className="atrium-flow-canvas__content" style={{ zoom }} data-zoom={zoom}>
          <CanvasZoomContext.Provider value={zoomRef}>
            <FlowChain node={flow} />
          </CanvasZoomContext.Provider>
          <div className="atrium-flow-end">
            <span className="atrium-flow-end__dot" />
            <span>流程结束</span>
          </div>
        </div>
      </div>
    </div>
  );
}
