/** The paging fields every list query of the console sends (`PageQuery` of the APIs). */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** One page as every list API answers it (`Page<T>` of the staff, notice and market APIs). */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The fields of a query other than its paging. */
type Criteria<Q> = Omit<Q, keyof PageQuery>;

/** How an in-memory list answers a query: a test per criterion, and the server's order. */
export interface PagedListRules<T, Q extends PageQuery> {
  /**
   * Per field of the query: whether an item matches the value sent. A field the query leaves out
   * (undefined, null or the empty string) does not filter, as on the server.
   */
  filters?: { [K in keyof Criteria<Q>]?: (item: T, value: NonNullable<Q[K]>) => boolean };
  /** The order of the whole list before it is paged; left out, the array's own order. */
  order?: (a: T, b: T) => number;
  /** Each row as answered (a copy, a summary without the detail fields…); left out, the item itself. */
  row?: (item: T) => T;
}

/**
 * Answers a list query over `items` as the server does: filter by the query's criteria, order,
 * then cut out page `pageNum` (from 1) of `pageSize` rows; `total` counts every match.
 */
export function answerPage<T, Q extends PageQuery>(
  items: readonly T[],
  query: Q,
  rules: PagedListRules<T, Q> = {},
): Page<T> {
  const criteria = Object.entries(rules.filters ?? {}) as [keyof Q, (item: T, value: unknown) => boolean][];
  const sent = criteria.filter(([field]) => {
    const value = query[field];
    return value !== undefined && value !== null && value !== '';
  });
  const matching = items.filter((item) => sent.every(([field, matches]) => matches(item, query[field])));
  if (rules.order) matching.sort(rules.order);
  const start = (query.pageNum - 1) * query.pageSize;
  const rows = matching.slice(start, start + query.pageSize);
  return {
    list: rules.row ? rows.map(rules.row) : rows,
    total: matching.length,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
