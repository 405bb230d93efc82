// The browser tests' fixture console (build/e2e-fixture/dist/, built by ./rspack.config.ts only for the
// specs that open a fixture area's pages): the registry's plugins with 设备借用 and 租赁台 beside them, as a
// composition root puts plugins together. Never part of `npm run build`: dist/ carries no fixture.
import 'reflect-metadata/lite';
import { startConsole } from '@core/start-console';
import { plugins } from '../../../plugins';
import equipmentLoan from '../../fixtures/equipment-loan';
import leaseDesk from '../../fixtures/lease-desk';

startConsole([...plugins, equipmentLoan, leaseDesk]);
