import { type HeldApplication, useService } from '@core';
import type { PrepareSlot } from '@core/plugin';
import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState } from '../components/loading-state';
import { useApplicationLauncher } from '../launcher/use-application-launcher';
import { FavouritesStore } from '../stores/favourites-store';
import { MARKET_PATH } from '../views/market-paths';
import { ApplicationCardGroup } from './application-card-group';

/** The favourites and recent applications, loaded before the workbench's first render. */
export const prepare: PrepareSlot = ({ get }) => get(FavouritesStore).prepare();

/**
 * The application centre's part of the workbench: the member's favourites in their saved order and the
 * recently used applications (6), each card opening through the launcher or saying why it does not;
 * the whole catalogue is one link away, in 应用市场.
 */
const WorkbenchSection = observer(function WorkbenchSection() {
  const favourites = useService(FavouritesStore);
  const launcher = useApplicationLauncher();
  // Kept alive with the workbench: showing its tab again refreshes the favourites and recent ones (but
  // not as it first shows what `prepare` has just loaded).
  useEffect(() => {
    favourites.refresh().catch(() => undefined);
  }, [favourites]);

  const open = (application: HeldApplication) => void launcher.open(application);

  return (
    <Card title="我的应用" style={{ marginTop: 16 }} extra={<Link to={MARKET_PATH}>应用市场</Link>}>
      {!favourites.loaded && favourites.loading ? (
        <LoadingState />
      ) : (
        <>
          <ApplicationCardGroup
            title="我的收藏"
            applications={favourites.favourites}
            empty="暂无收藏，可在顶部「收藏」或应用市场中添加常用应用"
            onOpen={open}
          />
          <ApplicationCardGroup
            title="最近使用"
            applications={favourites.recent}
            empty="暂无最近使用的应用"
            onOpen={open}
          />
        </>
      )}
      {launcher.dialog}
    </Card>
  );
});

export default WorkbenchSection;
