import { contractManifest } from '../../../manifests/contract';
import { defineServerArea } from '../../platform/server-area';
import { contractMigrations } from './migrations';
import { contractRoutes } from './routes';
import { seedContractDemo } from './seed';

/**
 * 合同管理 (contract), built on park: clients, contracts, rent-out contracts of park rooms, numbering
 * rules, schedules, PDFs. Its menus are its own directory 合同管理 and 园区合同 in park's 园区运营
 * (the manifest's placement). So far: 客户 (clients), a settled company of 企业管理 read through
 * `park/api.ts`, another company or a person; and the rent schedule's pure engine (`engine/`).
 */
export const contractServerArea = defineServerArea({
  id: 'contract',
  manifest: contractManifest,
  dependsOn: ['park'],
  routes: contractRoutes,
  migrations: contractMigrations,
  seed: seedContractDemo,
});
