import { definePlugin } from '@core/plugin';
import { approvalManifest } from '@manifests/approval';
import { approvalModule } from './approval-module';

/**
 * The approval area. Its menus route to the coming-soon page until its views land; the workbench's
 * 待办 card (the count of 待我审批) is its own.
 */
export default definePlugin({
  id: 'approval',
  manifest: approvalManifest,
  module: approvalModule,
  views: {
    'approval-center': () => import(/* webpackChunkName: "approval-center" */ './views/approval-center-page'),
  },
  slots: {
    workbenchStats: () =>
      import(/* webpackChunkName: "approval-workbench" */ './workbench/pending-approvals-stat'),
  },
});
