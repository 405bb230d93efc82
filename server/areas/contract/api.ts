/**
 * The contract area's public API: the only file of `server/areas/contract/` that code outside the area
 * may import, and only areas depending on contract (billing) may; contract itself may import park's.
 * What billing will use lands here with the area: a contract's schedule, the bills it gives rise to.
 */
export {};
