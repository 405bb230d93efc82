import { openedLazily } from '@core/components';
import type { ComponentProps } from 'react';
import type { DepartmentNameDialog } from './department-name-dialog';
import type { MoveDepartmentDialog } from './move-department-dialog';

/**
 * 组织管理's 新增子部门/重命名 and 移动 dialogs, loaded when first opened (their Modal and the move's
 * TreeSelect are not the tree's; issue 17) and kept mounted after.
 */
export const LazyDepartmentNameDialog = openedLazily<ComponentProps<typeof DepartmentNameDialog>>(() =>
  import(/* webpackChunkName: "settings-department-dialogs" */ './department-name-dialog').then((module) => ({
    default: module.DepartmentNameDialog,
  })),
);

export const LazyMoveDepartmentDialog = openedLazily<ComponentProps<typeof MoveDepartmentDialog>>(() =>
  import(/* webpackChunkName: "settings-department-dialogs" */ './move-department-dialog').then((module) => ({
    default: module.MoveDepartmentDialog,
  })),
);
