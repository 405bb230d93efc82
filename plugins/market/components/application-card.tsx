import type { ReactNode } from 'react';
import { ApplicationIcon } from './application-icon';
import { applicationTitle } from './application-title';
import './application-card.css';

export interface CardApplication {
  name: string;
  pcName?: string | null;
  iconUrl?: string | null;
  categoryName?: string;
  introduction?: string;
}

/**
 * An application as a card: a button that opens it, with optional tags and actions below. `disabled`
 * is why it does not open: the button then reads as unavailable (`aria-disabled`, greyed) and says why
 * in its title, yet stays focusable and clickable, so a click (or Enter) gets the launcher's answer —
 * the refusal's toast or the mobile-only dialog (spec §2, §8).
 */
export function ApplicationCard({
  application,
  onOpen,
  disabled,
  tags,
  actions,
}: {
  application: CardApplication;
  onOpen(): void;
  disabled?: string;
  tags?: ReactNode;
  actions?: ReactNode;
}) {
  const title = applicationTitle(application);
  return (
    <div className={`market-card${disabled ? ' market-card--disabled' : ''}`}>
      <button
        type="button"
        className="market-card__open"
        onClick={onOpen}
        aria-disabled={disabled !== undefined || undefined}
        title={disabled ? `${title}：${disabled}` : title}
      >
        <ApplicationIcon application={application} />
        <span className="market-card__text">
          <span className="market-card__title">{title}</span>
          {application.introduction && (
            <span className="market-card__introduction">{application.introduction}</span>
          )}
        </span>
      </button>
      {(tags || actions) && (
        <div className="market-card__footer">
          <span className="market-card__tags">{tags}</span>
          <span className="market-card__actions">{actions}</span>
        </div>
      )}
    </div>
  );
}
