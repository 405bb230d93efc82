import { definePlugin } from '@core/plugin';
import { approvalManifest } from '@manifests/approval';

/**
 * The approval area. Its menus route to the coming-soon page until its views land; the workbench's
 * 待办 card is its own.
 */
export default definePlugin({
  id: 'approval',
  manifest: approvalManifest,
  views: {},
  slots: {
    workbenchStats: () =>
      import(/* webpackChunkName: "approval-workbench" */ './workbench/pending-approvals-stat'),
  },
});
