/**
 * Only in the console's browser build (rspack.config.ts): antd's ConfigProvider imports this in place of
 * `../tooltip/UniqueProvider`, which it renders only when `tooltip.unique` is set (one shared tooltip
 * popup for the page). The console does not set it, yet the static import put @rc-component/trigger
 * into the sign-in page's script. Set, the provider wraps the children as soon as it has loaded, in a
 * chunk of its own (what is under it mounts again then, right after the start); until then tooltips
 * show each their own popup.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

type Provider = ComponentType<{ children?: ReactNode }>;

let loaded: Provider | undefined;

export default function DeferredUniqueProvider({ children }: { children?: ReactNode }) {
  const [UniqueProvider, setUniqueProvider] = useState<Provider | undefined>(() => loaded);
  useEffect(() => {
    if (UniqueProvider) return;
    let current = true;
    import(/* webpackChunkName: "antd-tooltip" */ 'antd/es/tooltip/UniqueProvider').then(
      (module) => {
        loaded = module.default as Provider;
        if (current) setUniqueProvider(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [UniqueProvider]);
  return UniqueProvider ? <UniqueProvider>{children}</UniqueProvider> : children;
}
