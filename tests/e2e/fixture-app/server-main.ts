// The browser tests' fixture server (build/e2e-fixture/server/main.js): `npm start`'s server with
// 设备借用 and 租赁台 served beside the registry's areas — their tables migrated, their applications and
// codes synced, 设备借用's demo items seeded and its approval type's template in every organisation.
import { exitOnFailedStart, startServer } from '../../../server/start-server';
import { fixtureServed } from './served';

startServer(fixtureServed).catch(exitOnFailedStart);
