import type { ComponentType } from 'react';
import type { ChangePasswordDialogProps } from '../../components/change-password-dialog/change-password-dialog';
import type { SwitchOrganizationDialogProps } from '../user-menu/switch-organization-dialog';
import { openedLazily } from './opened-lazily';

/** The shell's dialogs, each loaded when first opened (the first screen carries none of their code). */
export const ChangePasswordDialog = openedLazily<ChangePasswordDialogProps>(() =>
  import(
    /* webpackChunkName: "shell-dialogs" */ '../../components/change-password-dialog/change-password-dialog'
  ).then((module) => ({ default: module.ChangePasswordDialog })),
);

export const SwitchOrganizationDialog = openedLazily<SwitchOrganizationDialogProps>(() =>
  import(/* webpackChunkName: "shell-dialogs" */ '../user-menu/switch-organization-dialog').then(
    (module) => ({
      default: module.SwitchOrganizationDialog,
    }),
  ),
);

/** 项目配置: the drawer reads whether it is open from `settingsDrawerState`; `open` only says when to load it. */
export const SettingsDrawer = openedLazily<{ open: boolean }>(() =>
  import(/* webpackChunkName: "shell-dialogs" */ '../settings-drawer/settings-drawer').then((module) => ({
    default: module.SettingsDrawer as ComponentType<{ open: boolean }>,
  })),
);

export const DownloadAppDialog = openedLazily<{ open: boolean; onClose(): void }>(
  () => import(/* webpackChunkName: "download-app" */ '../navbar/download-app-dialog'),
);
