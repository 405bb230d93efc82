import { type HeldApplication, useService } from '@core';
import { QueryState, useData } from '@core/data';
import { Card, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ApplicationGroup } from '../api/market-api';
import { cardGroupsQuery } from '../api/market-queries';
import { LoadingState } from '../components/loading-state';
import { useApplicationLauncher } from '../launcher/use-application-launcher';
import { FavouritesStore } from '../stores/favourites-store';
import { ApplicationCardGroup } from './application-card-group';

/**
 * The application centre's part of the workbench: the member's favourites in their saved order, the
 * recently used applications (6), then every application they hold as cards grouped by category.
 * Every card opens through the launcher.
 */
const groupsWithCards = (groups: ApplicationGroup<HeldApplication>[]) =>
  groups.filter((group) => group.applications.length > 0);

const WorkbenchSection = observer(function WorkbenchSection() {
  const favourites = useService(FavouritesStore);
  const launcher = useApplicationLauncher();
  // Kept alive with the workbench: showing its tab again refreshes the cards (asked again when shown)
  // and the favourites.
  const cards = useData(cardGroupsQuery, undefined, { staleTime: 0 });
  useEffect(() => {
    favourites.load().catch(() => undefined);
  }, [favourites]);

  const open = (application: HeldApplication) => void launcher.open(application);

  return (
    <Card title="我的应用" style={{ marginTop: 16 }}>
      {!favourites.loaded && favourites.loading ? (
        <LoadingState />
      ) : (
        <>
          <ApplicationCardGroup
            title="我的收藏"
            applications={favourites.favourites}
            empty="暂无收藏，可在顶部「收藏」中添加常用应用"
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
      <QueryState
        query={cards}
        loading={<LoadingState />}
        isEmpty={(groups) => groupsWithCards(groups).length === 0}
        empty="暂无可用的应用，请联系企业管理员开通"
        // Quietly, without 重试: the workbench is a summary.
        failure={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="应用加载失败，请稍后刷新" />}
      >
        {(groups) =>
          groupsWithCards(groups).map((group) => (
            <ApplicationCardGroup
              key={group.categoryName}
              title={group.categoryName}
              applications={group.applications}
              empty=""
              onOpen={open}
            />
          ))
        }
      </QueryState>
      {launcher.dialog}
    </Card>
  );
});

export default WorkbenchSection;
