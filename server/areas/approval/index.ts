import { approvalManifest } from '../../../manifests/approval';
import { defineServerArea } from '../../platform/server-area';
import { approvalTypes } from './engine/approval-types';
import { taskTimerJob } from './engine/timers';
import { approvalMigrations } from './migrations';
import { approvalRoutes } from './routes/approval-routes';
import { seedApprovalDemo } from './seed';

/**
 * 审批: templates with their versions, the workflow engine (start, act, timers) and, through its
 * `api.ts`, approvals for other areas' business objects (the `approvalTypes` extension point). It
 * reads people through settings and tells them through the messages area.
 */
export const approvalServerArea = defineServerArea({
  id: 'approval',
  manifest: approvalManifest,
  dependsOn: ['settings', 'notice'],
  routes: approvalRoutes,
  migrations: approvalMigrations,
  seed: seedApprovalDemo,
  extensionPoints: [approvalTypes],
  jobs: [taskTimerJob],
});
