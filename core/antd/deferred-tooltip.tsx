/**
 * Only in the console's browser build (rspack.config.ts): antd's Segmented and Form.Item label import
 * this in place of their `../tooltip`. They wrap an option or a label's icon in a Tooltip only when it
 * has a `tooltip`, yet their static import put antd's whole tooltip (with @rc-component/trigger) into
 * the sign-in page's script, whose switch and labels have none. Here the option or icon shows at once
 * and its tooltip joins as soon as antd's Tooltip has loaded, in a chunk of its own (already there on
 * the pages that use tooltips elsewhere).
 */
import type { TooltipProps } from 'antd/es/tooltip';
import { type ComponentType, useEffect, useState } from 'react';

type Tooltip = ComponentType<TooltipProps>;

let loaded: Tooltip | undefined;
let loading: Promise<Tooltip> | undefined;

function loadTooltip(): Promise<Tooltip> {
  loading ??= import(/* webpackChunkName: "antd-tooltip" */ 'antd/es/tooltip').then((module) => {
    loaded = module.default as Tooltip;
    return loaded;
  });
  return loading;
}

export default function DeferredTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState<Tooltip | undefined>(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    let current = true;
    loadTooltip().then(
      (component) => current && setTooltip(() => component),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
