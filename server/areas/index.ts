import { migrations as coreMigrations, type Migration } from '../db/migrations';
import { type ComposedAreas, composeAreas } from '../platform/compose-areas';
import type { ServerArea } from '../platform/server-area';
import { approvalServerArea } from './approval';
import { billingServerArea } from './billing';
import { contractServerArea } from './contract';
import { marketServerArea } from './market';
import { noticeServerArea } from './notice';
import { parkServerArea } from './park';
import { settingsServerArea } from './settings';

/**
 * The registry: the server side of every area. Adding an area adds one line here. Core code reaches
 * the areas only through this file (app.ts, main.ts, the test harness); every other file outside an
 * area imports nothing of it but its `api.ts`.
 */
export const serverAreas: readonly ServerArea[] = [
  settingsServerArea,
  noticeServerArea,
  marketServerArea,
  approvalServerArea,
  parkServerArea,
  contractServerArea,
  billingServerArea,
];

/** Ordered by their dependencies, checked, their extensions collected: at start, before any route. */
export const composedAreas: ComposedAreas = composeAreas(serverAreas);

/** What `migrate` applies: the core history, then the areas' own migrations in dependency order. */
export const allMigrations: readonly Migration[] = [...coreMigrations, ...composedAreas.migrations];
