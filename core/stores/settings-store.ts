import { makeAutoObservable } from 'mobx';
import { StorageKeys, type StorageService } from '../services/storage-service';

/** Spec §9: the theme swatches, default #1890ff. */
export const THEME_SWATCHES = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];
export const DEFAULT_THEME = '#1890ff';

export interface Settings {
  theme: string;
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
}

const defaults: Settings = { theme: DEFAULT_THEME, fixedHeader: true, tagsView: true, sidebarLogo: true };

/** The project configuration (spec §3 "Settings store"), persisted in local storage. */
export class SettingsStore implements Settings {
  theme = defaults.theme;
  fixedHeader = defaults.fixedHeader;
  tagsView = defaults.tagsView;
  sidebarLogo = defaults.sidebarLogo;

  constructor(private readonly storage: StorageService) {
    const saved = storage.local.get<Partial<Settings>>(StorageKeys.settings) ?? {};
    Object.assign(this, pick(saved));
    makeAutoObservable<SettingsStore, 'storage'>(this, { storage: false });
  }

  change<K extends keyof Settings>(key: K, value: Settings[K]): void {
    this[key] = value as this[K];
    this.storage.local.set(StorageKeys.settings, this.snapshot);
  }

  get snapshot(): Settings {
    return {
      theme: this.theme,
      fixedHeader: this.fixedHeader,
      tagsView: this.tagsView,
      sidebarLogo: this.sidebarLogo,
    };
  }
}

/** Keeps only known keys with the right types from what storage held. */
function pick(saved: Partial<Settings>): Partial<Settings> {
  const result: Partial<Settings> = {};
  if (typeof saved.theme === 'string' && /^#[0-9a-fA-F]{6}$/.test(saved.theme)) result.theme = saved.theme;
  for (const key of ['fixedHeader', 'tagsView', 'sidebarLogo'] as const) {
    if (typeof saved[key] === 'boolean') result[key] = saved[key];
  }
  return result;
}
