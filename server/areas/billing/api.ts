/**
 * The billing area's public API: the only file of `server/areas/billing/` that code outside the area
 * may import. No area depends on billing; it may import contract's and park's.
 */
export {};
