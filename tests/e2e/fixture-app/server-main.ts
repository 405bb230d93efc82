// The browser tests' fixture server (build/e2e-fixture/server/main.js): `npm start`'s server with
// 设备借用 served beside the registry's areas — its tables migrated, its application and codes synced,
// its demo items seeded, its approval type's template in every organisation.
import { exitOnFailedStart, startServer } from '../../../server/start-server';
import { equipmentLoanServed } from '../../fixtures/equipment-loan/server/served';

startServer(equipmentLoanServed).catch(exitOnFailedStart);
