import { contractManifest } from '../../../manifests/contract';
import { defineServerArea } from '../../platform/server-area';

/**
 * 合同管理 (contract), built on park: clients, contracts, rent-out contracts of park rooms, numbering
 * rules, schedules, PDFs. Its menus are its own directory 合同管理 and 园区合同 in park's 园区运营
 * (the manifest's placement). Empty until its issue: no routes, no tables.
 */
export const contractServerArea = defineServerArea({
  id: 'contract',
  manifest: contractManifest,
  dependsOn: ['park'],
});
