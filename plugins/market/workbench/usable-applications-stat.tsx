import { SessionStore, useService } from '@core';
import { WorkbenchStat } from '@core/components';
import { observer } from 'mobx-react-lite';
import { countUsable } from '../launcher/launch-rules';
import { MARKET_PATH } from '../views/market-paths';

/**
 * The workbench's 已开通应用: the member's applications that open now, counted as 应用市场 counts
 * them (`countUsable` over the server's launch states), with a link to the market.
 */
const UsableApplicationsStat = observer(function UsableApplicationsStat() {
  const session = useService(SessionStore);
  return (
    <WorkbenchStat
      title="已开通应用"
      value={countUsable(session.applications)}
      suffix="个"
      hint="可直接打开的应用"
      to={MARKET_PATH}
      order={10}
      linkLabel="应用市场"
    />
  );
});

export default UsableApplicationsStat;
