import { type Static, type TSchema, Type } from 'typebox';

/**
 * Paging of every list, one declaration for the server's schemas and the console's clients. The
 * console imports the types only (`import type`), so typebox stays out of its bundle.
 */

/** The largest page a list answers. */
export const PAGE_SIZE_MAX = 100;

/** `pageNum` from 1, `pageSize` 1 to 100; the server takes 1 and 10 when they are left out. */
export const PageNum = Type.Integer({ title: '页码', minimum: 1, maximum: 10_000 });
export const PageSize = Type.Integer({ title: '每页条数', minimum: 1, maximum: PAGE_SIZE_MAX });

/**
 * What every paged list accepts: the page wanted (from 1) and its size; lists add their filters by
 * spreading `PageQuery.properties`. The schema lets both out (the server takes 1 and 10); the type is
 * what a client sends, the page always named, so a list query's type is `Static<…> & PageQuery`: a
 * narrower type than the schema's, whose every value the schema accepts.
 */
export const PageQuery = Type.Object({
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});
export type PageQuery = Required<Static<typeof PageQuery>>;

/**
 * A list's totals over every row its filters keep (not only the page's), by name: integers only, so
 * money is summed in fen and turned into 元 where it is shown. Lists that total nothing leave it out.
 */
export const PageTotals = Type.Record(
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  Type.Integer(),
);
export type PageTotals = Record<string, number>;

/** What every paged list answers: one page of rows and how many there are in all. */
export const Page = <T extends TSchema>(row: T) =>
  Type.Object({
    list: Type.Array(row),
    total: Type.Integer({ minimum: 0 }),
    pageNum: PageNum,
    pageSize: PageSize,
    totals: Type.Optional(PageTotals),
  });

/** The type of `Page(row)`: written out, as a generic type cannot be read off a schema function. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** Sums over the whole filter (`PageTotals`), for the list's 合计 row. */
  totals?: PageTotals;
}
