/**
 * What every paged list sends and answers, declared once in the request contracts the server's schemas
 * use too (types only: typebox stays out of the bundle).
 */
export type { Page, PageQuery, PageTotals } from '@manifests/contracts/page';

/** What a read accepts beside its parameters: the data layer's signal, to give up a call nobody awaits. */
export interface ReadOptions {
  signal?: AbortSignal;
}
