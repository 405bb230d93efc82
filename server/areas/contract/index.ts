import { contractManifest } from '../../../manifests/contract';
import { contribute } from '../../platform/extension-point';
import { organizationSetups } from '../../platform/platform-extensions';
import { defineServerArea } from '../../platform/server-area';
import { contractMigrations } from './migrations';
import { contractRoutes } from './routes';
import { seedContractDemo } from './seed';
import { ensureContractTypes } from './types/default-types';

/**
 * 合同管理 (contract), built on park: clients, contracts, rent-out contracts of park rooms, numbering
 * rules, schedules, PDFs. Its menus are its own directory 合同管理 and 园区合同 in park's 园区运营
 * (the manifest's placement). So far: 客户 (clients), a settled company of 企业管理 read through
 * `park/api.ts`, another company or a person; 合同类型 with their numbering rules (every organisation
 * gets 出租, 服务, 采购 and 其他: `organizationSetups`); and the rent schedule's pure engine (`engine/`).
 */
export const contractServerArea = defineServerArea({
  id: 'contract',
  manifest: contractManifest,
  dependsOn: ['park'],
  routes: contractRoutes,
  migrations: contractMigrations,
  seed: seedContractDemo,
  extensions: [contribute(organizationSetups, { key: 'contract.types', setUp: ensureContractTypes })],
});
