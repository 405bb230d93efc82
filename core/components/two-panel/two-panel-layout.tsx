import type { CSSProperties, ReactNode } from 'react';
import './two-panel-layout.css';

/**
 * A page of two panels: a narrow one to choose from (a department tree, the roles, the message
 * types) beside the panel it governs. Where the page itself is narrower than `STACK_BELOW` (a phone, or
 * a desktop window with the sidebar open at 1024px) the chooser goes above the list and both take the
 * whole width, so the list never shrinks to a sliver beside it.
 */
export function TwoPanelLayout({
  side,
  sideWidth,
  children,
}: {
  /** The chooser. */
  side: ReactNode;
  /** The chooser's width beside the list, in px. */
  sideWidth: number;
  children: ReactNode;
}) {
  return (
    <div className="atrium-two-panel">
      <div
        className="atrium-two-panel__row"
        style={{ '--atrium-two-panel-side': `${sideWidth}px` } as CSSProperties}
      >
        <div className="atrium-two-panel__side">{side}</div>
        <div className="atrium-two-panel__main">{children}</div>
      </div>
    </div>
  );
}

/** The page width (px) below which the two panels stack: two-panel-layout.css's container query. */
export const STACK_BELOW = 760;
