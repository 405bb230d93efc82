/** What every paged list sends: the page wanted (from 1) and its size. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** What every paged list answers: one page of rows and how many there are in all. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** What a read accepts beside its parameters: the data layer's signal, to give up a call nobody awaits. */
export interface ReadOptions {
  signal?: AbortSignal;
}
