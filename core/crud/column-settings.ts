import { useState } from 'react';
import { useService } from '../di/services-context';
import { StorageService } from '../services/storage-service';
import { SessionStore } from '../stores/session-store';
import type { Density } from './crud-types';

/** What a member chose for one table: the columns hidden and the row density. */
export interface ColumnSettings {
  hidden: string[];
  density: Density;
}

export const DEFAULT_SETTINGS: ColumnSettings = { hidden: [], density: 'middle' };

/** Where a member's settings of a table are kept (local storage: they outlive the session). */
export function columnSettingsKey(memberId: string, tableId: string): string {
  return `atrium.table.${memberId}.${tableId}`;
}

/**
 * The member's column settings of `tableId`, kept through core's StorageService per member and
 * table: another member on the same browser starts from the defaults.
 */
export function useColumnSettings(tableId: string) {
  const storage = useService(StorageService);
  const memberId = useService(SessionStore).userInfo?.uniqueId ?? 'anonymous';
  const key = columnSettingsKey(memberId, tableId);
  const [state, setState] = useState(() => ({
    key,
    settings: { ...DEFAULT_SETTINGS, ...storage.local.get<ColumnSettings>(key) },
  }));
  // Another member signed in while the view stayed: read theirs.
  const settings =
    state.key === key ? state.settings : { ...DEFAULT_SETTINGS, ...storage.local.get<ColumnSettings>(key) };
  const save = (next: ColumnSettings) => {
    storage.local.set(key, next);
    setState({ key, settings: next });
  };
  return {
    settings,
    toggleColumn: (column: string, shown: boolean) =>
      save({
        ...settings,
        hidden: shown
          ? settings.hidden.filter((each) => each !== column)
          : [...settings.hidden.filter((each) => each !== column), column],
      }),
    setDensity: (density: Density) => save({ ...settings, density }),
    reset: () => {
      storage.local.remove(key);
      setState({ key, settings: DEFAULT_SETTINGS });
    },
  };
}

export type ColumnSettingsControl = ReturnType<typeof useColumnSettings>;
