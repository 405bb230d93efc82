import { type ComponentType, Suspense, useState } from 'react';
import { componentOf } from '../../routing/view-loading';

/**
 * A dialog or drawer whose code loads when it first opens, and stays mounted after (so closing
 * animates and its state is kept). The shell's dialogs (切换组织, 修改密码, 项目配置, 下载App) are not
 * part of the first screen: they stay out of its chunks.
 */
export function openedLazily<Props extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level
  return function OpenedLazily(props: Props) {
    const [opened, setOpened] = useState(props.open);
    // Once opened, always rendered (set while rendering: no extra pass through an effect).
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    const Loaded = componentOf(load);
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
