import type { CSSProperties } from 'react';

/**
 * Out of sight but read by assistive technology (a disabled action's reason, a chart's data table):
 * the usual clipped one-pixel box, not `display: none` or `hidden`, which would hide it from them too.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
