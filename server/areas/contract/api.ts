/**
 * The contract area's public API: the only file of `server/areas/contract/` that code outside the area
 * may import, and only areas depending on contract (billing) may; contract itself may import park's.
 * So far the rent schedule (pure): what a contract's terms come to, period by period, and the same
 * schedule cut by a termination — billing's lines will come from it.
 */
export {
  computeRentSchedule,
  lateFee,
  overdueDays,
  type RentSchedule,
  type RentTerms,
  RentTermsError,
  type ScheduleLine,
  terminateSchedule,
} from './engine/rent-schedule';
