import type { CSSProperties, ReactNode, Ref } from 'react';
import { ApplicationIcon } from './application-icon';
import { applicationTitle } from './application-title';
import './application-row.css';

export interface RowApplication {
  name: string;
  pcName?: string | null;
  iconUrl?: string | null;
}

/**
 * An application as a list row: an optional handle, a button that opens it, a tag, and actions. A row
 * that does not open is `aria-disabled`, not disabled: focusable and clickable, the click getting the
 * launcher's answer (the refusal's toast, the mobile-only dialog).
 */
export function ApplicationRow({
  application,
  onOpen,
  disabled = false,
  leading,
  tag,
  actions,
  rowRef,
  style,
}: {
  application: RowApplication;
  onOpen(): void;
  disabled?: boolean;
  leading?: ReactNode;
  tag?: ReactNode;
  actions?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}) {
  const title = applicationTitle(application);
  return (
    <li className="market-row" ref={rowRef} style={style}>
      {leading}
      <button
        type="button"
        className="market-row__open"
        onClick={onOpen}
        aria-disabled={disabled || undefined}
        title={title}
      >
        <ApplicationIcon application={application} size={28} />
        <span className="market-row__title">{title}</span>
      </button>
      {tag}
      {actions && <span className="market-row__actions">{actions}</span>}
    </li>
  );
}
