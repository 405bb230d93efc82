import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A dialog or drawer whose code loads when it first opens, and stays mounted after (so closing
 * animates and its state is kept). The shell's dialogs (切换组织, 修改密码, 项目配置, 下载App) are not
 * part of the first screen: they stay out of its chunks.
 */
export function openedLazily<Props extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Loaded = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level
  return function OpenedLazily(props: Props) {
    const [opened, setOpened] = useState(props.open);
    useEffect(() => {
      if (props.open) setOpened(true);
    }, [props.open]);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
