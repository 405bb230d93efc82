import type { ApplicationMode, HeldApplication } from '@core';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { MarketApplication } from '../api/market-api';
import { ManageButton, StarToggle } from '../components/application-actions';
import { ApplicationRow } from '../components/application-row';
import { applicationTitle } from '../components/application-title';
import { LaunchReasonTag } from '../components/launch-reason';
import { canManage, refusalOf } from '../launcher/launch-rules';

export interface EntryHandlers {
  isAdmin: boolean;
  isFavourite(applicationUniqueId: string): boolean;
  onToggleStar(applicationUniqueId: string): void;
  /** `application`'s addresses let a new tab be reserved at the click. */
  onOpen(
    application: Pick<HeldApplication, 'uniqueId' | 'pcUrl' | 'appUrl' | 'launch'>,
    mode?: ApplicationMode,
  ): void;
}

/**
 * One application of the market panel: opens when the server says it does, else shows why (未开通,
 * 未授权, 已停用, 已到期, 仅移动端, 暂无网页端); star toggle and 管理 for what it holds. An observer of its
 * own star, so starring one application re-renders only its entry.
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
  const refusal = refusalOf(application);
  return (
    <ApplicationRow
      application={application}
      style={style}
      disabled={!held || refusal !== undefined}
      onOpen={() => handlers.onOpen(application)}
      tag={refusal && <LaunchReasonTag refusal={refusal} />}
      actions={
        held && (
          <>
            {handlers.isAdmin && canManage(application) && (
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
