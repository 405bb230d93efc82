import { initialSchema } from './0001-initial-schema';
import { accessVersion } from './0002-access-version';
import { applicationCentre } from './0003-application-centre';
import { departments } from './0004-departments';
import { rolesAndStaff } from './0005-roles-and-staff';
import { messages } from './0006-messages';
import { btreeGist } from './0007-btree-gist';
import { numberSequences } from './0008-number-sequences';
import { scheduleTicks } from './0009-schedule-ticks';
import { formDrafts } from './0010-form-drafts';
import type { Migration } from './migration';

/** The one migration history for both engines, in order. Append; never edit a released entry. */
export const migrations: readonly Migration[] = [
  initialSchema,
  accessVersion,
  applicationCentre,
  departments,
  rolesAndStaff,
  messages,
  btreeGist,
  numberSequences,
  scheduleTicks,
  formDrafts,
];
export type { Migration };
