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

/** An application as a card: a button that opens it, with optional tags and actions below. */
export function ApplicationCard({
  application,
  onOpen,
  tags,
  actions,
}: {
  application: CardApplication;
  onOpen(): void;
  tags?: ReactNode;
  actions?: ReactNode;
}) {
  const title = applicationTitle(application);
  return (
    <div className="market-card">
      <button type="button" className="market-card__open" onClick={onOpen} title={title}>
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
