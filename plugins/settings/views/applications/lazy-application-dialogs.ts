import { openedLazily } from '@core/components';
import type { ComponentProps } from 'react';
import type { ApplicationDetailDrawer } from './application-detail-drawer';
import type { ApplicationRolesDialog } from './application-roles-dialog';

/**
 * 应用管理's 详情 drawer and 可用角色 dialog, loaded when first opened (their Drawer, Descriptions and
 * Modal are not the list's; issue 17) and kept mounted after, so closing animates. `open` only says
 * when to load: each still opens for the row it is given.
 */
export const LazyApplicationDetailDrawer = openedLazily<
  ComponentProps<typeof ApplicationDetailDrawer> & { open: boolean }
>(() =>
  import(/* webpackChunkName: "settings-application-dialogs" */ './application-detail-drawer').then(
    (module) => ({ default: module.ApplicationDetailDrawer }),
  ),
);

export const LazyApplicationRolesDialog = openedLazily<
  ComponentProps<typeof ApplicationRolesDialog> & { open: boolean }
>(() =>
  import(/* webpackChunkName: "settings-application-dialogs" */ './application-roles-dialog').then(
    (module) => ({ default: module.ApplicationRolesDialog }),
  ),
);
