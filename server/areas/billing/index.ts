import { billingManifest } from '../../../manifests/billing';
import { defineServerArea } from '../../platform/server-area';

/**
 * 费用管理 (billing), built on contract and park: bills, payments, late fees, lease withdrawal. Its
 * menus 账单管理 and 退租管理 hang in park's 园区运营 (the manifest's placement); the application is
 * the market's 费用管理. Empty until its issue: no routes, no tables.
 */
export const billingServerArea = defineServerArea({
  id: 'billing',
  manifest: billingManifest,
  dependsOn: ['contract', 'park'],
});
