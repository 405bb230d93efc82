import type { AtriumPlugin } from '@core/plugin';
import approval from './approval';
import billing from './billing';
import contract from './contract';
import market from './market';
import notice from './notice';
import park from './park';
import settings from './settings';

/**
 * Every area plugin of the console. Adding an area adds one line here. The order is the order of
 * their workbench sections: the latest notices above the member's applications.
 */
export const plugins: readonly AtriumPlugin[] = [notice, market, settings, approval, contract, park, billing];
