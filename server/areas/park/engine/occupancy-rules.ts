import type { OccupancyKind } from '../../../../manifests/contracts/park-constants';

/**
 * Which changes an occupancy of a room allows, pure: the use cases ask before they write, and write
 * with the same condition (`update … where state = 'live' and kind = …`), so a change made meanwhile
 * still refuses. A reservation (a contract in approval) is confirmed as a lease or released; a lease
 * is never released, only ended on a day; the admin's blocks (自用, 装修中) end or are released.
 */

export type OccupancyChange =
  | { action: 'confirmLease' }
  | { action: 'endOn'; lastDay: string }
  | { action: 'release' };

/** An occupancy as the rules read it: days both included. */
export interface OccupancyFacts {
  kind: OccupancyKind;
  live: boolean;
  first: string;
  last: string;
}

export type OccupancyVerdict =
  | { allowed: true; kind: OccupancyKind; live: boolean; last: string }
  | { allowed: false; refusal: string };

const ACTION_NAMES: Record<OccupancyChange['action'], string> = {
  confirmLease: '确认出租',
  endOn: '结束',
  release: '释放',
};

const refuse = (refusal: string): OccupancyVerdict => ({ allowed: false, refusal });

export function decideOccupancyChange(facts: OccupancyFacts, change: OccupancyChange): OccupancyVerdict {
  const { kind, first, last } = facts;
  if (!facts.live) return refuse(`该占用已释放，不能${ACTION_NAMES[change.action]}`);
  switch (change.action) {
    case 'confirmLease':
      if (kind === 'lease') return refuse('该房间已确认出租');
      if (kind !== 'reservation') return refuse('自用或装修中的房间不能确认出租');
      return { allowed: true, kind: 'lease', live: true, last };
    case 'release':
      if (kind === 'lease') return refuse('已租的房间不能释放，请按退租日期结束');
      return { allowed: true, kind, live: false, last };
    case 'endOn':
      if (kind === 'reservation') return refuse('预定中的房间不能提前结束，请确认出租或释放');
      if (change.lastDay < first) return refuse(`结束日期不能早于开始日期 ${first}`);
      if (change.lastDay > last) return refuse(`结束日期不能晚于原结束日期 ${last}`);
      return { allowed: true, kind, live: true, last: change.lastDay };
  }
}
