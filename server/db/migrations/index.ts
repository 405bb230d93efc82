import { initialSchema } from './0001-initial-schema';
import { accessVersion } from './0002-access-version';
import { applicationCentre } from './0003-application-centre';
import { departments } from './0004-departments';
import { rolesAndStaff } from './0005-roles-and-staff';
import { messages } from './0006-messages';
import type { Migration } from './migration';

/** The one migration history for both engines, in order. Append; never edit a released entry. */
export const migrations: readonly Migration[] = [
  initialSchema,
  accessVersion,
  applicationCentre,
  departments,
  rolesAndStaff,
  messages,
];
export type { Migration };
