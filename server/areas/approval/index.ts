import { approvalManifest } from '../../../manifests/approval';
import { contribute } from '../../platform/extension-point';
import { organizationSetups } from '../../platform/platform-extensions';
import { defineServerArea } from '../../platform/server-area';
import { ensureTypeTemplates } from './config/type-templates';
import { approvalTypes } from './engine/approval-types';
import { taskTimerJob } from './engine/timers';
import { approvalMigrations } from './migrations';
import { approvalRoutes } from './routes/approval-routes';
import { seedApprovalDemo } from './seed';

/**
 * 审批: templates with their versions, the workflow engine (start, act, timers) and, through its
 * `api.ts`, approvals for other areas' business objects (the `approvalTypes` extension point). Every
 * organisation gets each approval type's template (`organizationSetups`). It reads people through
 * settings and tells them through the messages area.
 */
export const approvalServerArea = defineServerArea({
  id: 'approval',
  manifest: approvalManifest,
  dependsOn: ['settings', 'notice'],
  routes: approvalRoutes,
  migrations: approvalMigrations,
  seed: seedApprovalDemo,
  extensionPoints: [approvalTypes],
  extensions: [
    contribute(organizationSetups, { key: 'approval.type-templates', setUp: ensureTypeTemplates }),
  ],
  jobs: [taskTimerJob],
});
