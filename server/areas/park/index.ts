import { parkManifest } from '../../../manifests/park';
import { contribute } from '../../platform/extension-point';
import { defineServerArea } from '../../platform/server-area';
import { approvalTypes } from '../approval/api';
import { entryApprovalType } from './entry/approval-type';
import { parkMigrations } from './migrations';
import { parkRoutes } from './routes';
import { seedParkDemo } from './seed';

/**
 * 园区运营 (park): buildings, floors, rooms and their states (from dated occupancies); later companies,
 * entry applications, venues and bookings, visitors, parking coupons. It builds on no business area;
 * contract and billing build on it (the map of the areas: park ← contract ← billing), moving rooms
 * through its `api.ts`.
 */
export const parkServerArea = defineServerArea({
  id: 'park',
  manifest: parkManifest,
  // approval: 入驻申请's type and `startApproval`; notice: the message telling the applicant.
  dependsOn: ['approval', 'notice'],
  routes: parkRoutes,
  migrations: parkMigrations,
  seed: seedParkDemo,
  extensions: [contribute(approvalTypes, entryApprovalType)],
});
