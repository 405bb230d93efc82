/**
 * The park area's public API: the only file of `server/areas/park/` that code outside the area may
 * import, and only areas depending on park (contract, billing) may (tests/server/areas/boundaries.test.ts).
 * What they will use lands here with the area: the rooms a rent-out contract leases and releases,
 * changed only through park's use cases (STYLE rule 13).
 */
export {};
