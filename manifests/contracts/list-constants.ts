/**
 * The kit list's paging as plain values (no typebox): the console's list pages and the manifests'
 * `firstCalls` (a list's first page, asked for by the page itself on a signed-in start) share them.
 */

/** Rows per page of a kit list until the member picks another size (core/crud ListPage). */
export const LIST_PAGE_SIZE = 10;

/** What a kit list sends for its first page with no filter set, key for key in the order it sends them. */
export const FIRST_PAGE_QUERY = { pageNum: 1, pageSize: LIST_PAGE_SIZE } as const;
