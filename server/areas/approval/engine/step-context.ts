import type { Queryable } from '../../../db/database';
import type { Extensions } from '../../../platform/extension-point';

/** What every engine step works in: one transaction of one organisation, at one instant. */
export interface StepContext {
  tx: Queryable;
  organizationId: number;
  now: Date;
  /** The areas' contributions (approval types with their outcome hooks). */
  extensions: Extensions;
}

/** A member acting: the session's membership. */
export interface Actor {
  membershipId: number;
  uniqueId: string;
  name: string;
}
