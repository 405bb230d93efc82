import { type HeldApplication, useService } from '@core';
import { Card, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { type ApplicationGroup, MarketApi } from '../api/market-api';
import { LoadingState } from '../components/loading-state';
import { useApplicationLauncher } from '../launcher/use-application-launcher';
import { FavouritesStore } from '../stores/favourites-store';
import { ApplicationCardGroup } from './application-card-group';

type Cards =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; groups: ApplicationGroup<HeldApplication>[] };

/**
 * The application centre's part of the workbench: the member's favourites in their saved order, the
 * recently used applications (6), then every application they hold as cards grouped by category.
 * Every card opens through the launcher.
 */
const WorkbenchSection = observer(function WorkbenchSection() {
  const api = useService(MarketApi);
  const favourites = useService(FavouritesStore);
  const launcher = useApplicationLauncher();
  const [cards, setCards] = useState<Cards>({ kind: 'loading' });

  // Kept alive with the workbench: showing its tab again refreshes the cards.
  useEffect(() => {
    let cancelled = false;
    favourites.load().catch(() => undefined);
    api.cardGroups().then(
      (groups) => !cancelled && setCards({ kind: 'ready', groups }),
      () => !cancelled && setCards({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, favourites]);

  const open = (application: HeldApplication) => void launcher.open(application);
  const groups = cards.kind === 'ready' ? cards.groups.filter((group) => group.applications.length > 0) : [];

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
      {cards.kind === 'loading' && <LoadingState />}
      {cards.kind === 'failed' && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="应用加载失败，请稍后刷新" />
      )}
      {cards.kind === 'ready' && groups.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用的应用，请联系企业管理员开通" />
      )}
      {groups.map((group) => (
        <ApplicationCardGroup
          key={group.categoryName}
          title={group.categoryName}
          applications={group.applications}
          empty=""
          onOpen={open}
        />
      ))}
      {launcher.dialog}
    </Card>
  );
});

export default WorkbenchSection;
