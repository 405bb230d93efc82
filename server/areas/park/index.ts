import { parkManifest } from '../../../manifests/park';
import { defineServerArea } from '../../platform/server-area';

/**
 * 园区运营 (park): buildings, floors, rooms and their states; companies; entry applications; venues
 * and bookings; visitors; parking coupons. It builds on no business area; contract and billing build
 * on it (the map of the areas: park ← contract ← billing). Empty until its issue: no routes, no tables.
 */
export const parkServerArea = defineServerArea({
  id: 'park',
  manifest: parkManifest,
  dependsOn: [],
});
