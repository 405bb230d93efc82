import { CloseOutlined } from '@ant-design/icons';
import { type ApplicationMode, SessionStore, useService } from '@core';
import type { ShellSlotProps } from '@core/plugin';
import { Button, Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { LaunchOutcome } from '../launcher/application-launcher';
import { useApplicationLauncher } from '../launcher/use-application-launcher';
import { FavouritesStore } from '../stores/favourites-store';
import { FavouritesPanel } from './favourites-panel';
import type { EntryHandlers } from './market-entry';
import { MarketPanel } from './market-panel';
import { useDrawerPresence } from './use-drawer-presence';
import './favourites-drawer.css';

export const FAVOURITES_DRAWER_WIDTH = 760;

const opened = (outcome: LaunchOutcome) => outcome.kind === 'opened' || outcome.kind === 'opened-in-new-tab';

/**
 * The navbar's 收藏 drawer (spec §2 "Favourites drawer", §4): the favourites panel and the market
 * panel. An application opens through the launcher; when it opened, the drawer closes.
 */
const FavouritesDrawer = observer(function FavouritesDrawer({ open, onClose }: ShellSlotProps['favourites']) {
  const favourites = useService(FavouritesStore);
  const session = useService(SessionStore);
  const launcher = useApplicationLauncher();
  const { visible, active, preparing } = useDrawerPresence(open, () => favourites.load());

  const isAdmin = session.isAdmin;
  const { openByUniqueId } = launcher;
  // Stable, so typing a keyword or starring one application re-renders only what changed.
  const handlers = useMemo<EntryHandlers>(
    () => ({
      isAdmin,
      isFavourite: (id) => favourites.isFavourite(id),
      onToggleStar: (id) => void favourites.toggle(id),
      onOpen: (application, mode?: ApplicationMode) =>
        void openByUniqueId(application.uniqueId, mode, application).then(
          (outcome) => opened(outcome) && onClose(),
        ),
    }),
    [isAdmin, favourites, openByUniqueId, onClose],
  );

  return (
    <>
      <Drawer
        open={visible}
        onClose={onClose}
        size={FAVOURITES_DRAWER_WIDTH}
        title="收藏"
        closable={false}
        extra={<Button type="text" aria-label="关闭" icon={<CloseOutlined />} onClick={onClose} />}
        styles={{ body: { padding: 0, display: 'flex', overflow: 'hidden' } }}
      >
        {active && (
          <div className="favourites-drawer">
            <FavouritesPanel
              favourites={favourites.favourites}
              recent={favourites.recent}
              loading={preparing}
              handlers={handlers}
              onMove={(activeId, overId) => void favourites.move(activeId, overId)}
            />
            <MarketPanel visible={visible} handlers={handlers} />
          </div>
        )}
      </Drawer>
      {launcher.dialog}
    </>
  );
});

export default FavouritesDrawer;
