import type { ApplicationMode } from '@core';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { MarketApplication } from '../api/market-api';
import { ManageButton, StarToggle } from '../components/application-actions';
import { ApplicationRow } from '../components/application-row';
import { applicationTitle } from '../components/application-title';

export interface EntryHandlers {
  isAdmin: boolean;
  isFavourite(applicationUniqueId: string): boolean;
  onToggleStar(applicationUniqueId: string): void;
  /** `application`'s addresses let a new tab be reserved at the click. */
  onOpen(application: { uniqueId: string; pcUrl: string; appUrl: string }, mode?: ApplicationMode): void;
}

/**
 * One application of the market panel: opens when held; star toggle and 管理 for what it holds. An
 * observer of its own star, so starring one application re-renders only its entry.
 */
export const MarketEntry = observer(function MarketEntry({
  application,
  handlers,
  style,
}: {
  application: MarketApplication;
  handlers: EntryHandlers;
  /** Placement inside a virtual list. */
  style?: CSSProperties;
}) {
  const title = applicationTitle(application);
  const held = application.held;
  return (
    <ApplicationRow
      application={application}
      style={style}
      disabled={!held}
      onOpen={() => handlers.onOpen(application)}
      tag={
        held ? undefined : <span className="market-tag">{application.installed ? '未授权' : '未开通'}</span>
      }
      actions={
        held && (
          <>
            {handlers.isAdmin && (
              <ManageButton title={title} onManage={() => handlers.onOpen(application, 'ADMIN')} />
            )}
            <StarToggle
              title={title}
              starred={handlers.isFavourite(application.applicationUniqueId)}
              onToggle={() => handlers.onToggleStar(application.applicationUniqueId)}
            />
          </>
        )
      }
    />
  );
});
