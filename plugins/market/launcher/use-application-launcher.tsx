import { type ApplicationMode, type HeldApplication, useService } from '@core';
import { openedLazily } from '@core/components';
import { type ReactNode, useCallback, useState } from 'react';
import { ApplicationLauncher, type LaunchOutcome } from './application-launcher';

/** Loaded when a mobile-only application is first opened (its QR code is not on the workbench's path). */
const MobileOnlyDialog = openedLazily<{
  open: boolean;
  application: HeldApplication | null;
  onClose(): void;
}>(() => import(/* webpackChunkName: "market-mobile-only" */ './mobile-only-dialog'));

export interface LauncherHandle {
  open(application: HeldApplication, mode?: ApplicationMode): Promise<LaunchOutcome>;
  openByUniqueId(
    uniqueId: string,
    mode?: ApplicationMode,
    known?: Pick<HeldApplication, 'pcUrl' | 'appUrl' | 'launch'>,
  ): Promise<LaunchOutcome>;
  /** The mobile-only dialog of this surface: render it once. */
  dialog: ReactNode;
}

/** The launcher for a surface (drawer, workbench, pages), with the mobile-only dialog it may show. */
export function useApplicationLauncher(): LauncherHandle {
  const launcher = useService(ApplicationLauncher);
  const [mobileOnly, setMobileOnly] = useState<HeldApplication | null>(null);
  const shown = useCallback((outcome: LaunchOutcome) => {
    if (outcome.kind === 'mobile-only') setMobileOnly(outcome.application);
    return outcome;
  }, []);
  const open = useCallback(
    async (application: HeldApplication, mode?: ApplicationMode) =>
      shown(await launcher.open(application, mode)),
    [launcher, shown],
  );
  const openByUniqueId = useCallback(
    // The launcher is called before any await: a new tab is reserved while the click is handled.
    async (
      uniqueId: string,
      mode?: ApplicationMode,
      known?: Pick<HeldApplication, 'pcUrl' | 'appUrl' | 'launch'>,
    ) => shown(await launcher.openByUniqueId(uniqueId, mode, known)),
    [launcher, shown],
  );
  const dialog = (
    <MobileOnlyDialog
      open={mobileOnly !== null}
      application={mobileOnly}
      onClose={() => setMobileOnly(null)}
    />
  );
  return { open, openByUniqueId, dialog };
}
