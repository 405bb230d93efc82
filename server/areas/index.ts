import { migrations as coreMigrations, type Migration } from '../db/migrations';
import { areaMigrations, type ServerArea } from './define-server-area';
import { noticeServerArea } from './notice';

/** The server side of every area plugin. Adding an area adds one line here. */
export const serverAreas: readonly ServerArea[] = [noticeServerArea];

/** What `migrate` applies: the core history, then the areas' own migrations. */
export const allMigrations: readonly Migration[] = [...coreMigrations, ...areaMigrations(serverAreas)];
